import PushMatrixModel

extension ArrivalRules {
  /// From iOS 10 willPresent decides the foreground presentation of a visible push.
  public static let foregroundWillPresent = ArrivalRule(
    id: "foreground-will-present", basis: .documented, observedOn: [OSVersion(12, 3, 1)],
    sources: [
      .callOrderTests, .appleWillPresent, .applePresentationOptions, .appleBannerOption,
      .appleListOption, .unityMobileNotifications294, .capacitorPlugins2529,
    ],
    summary: "From iOS 10 a foreground alert goes to willPresent alone; a banner shows only if "
      + "it passes .banner or .alert, and Notification Center keeps the notification only if it "
      + "passes .list or .alert, so from iOS 14 .banner alone keeps nothing once the banner goes.",
    applies: {
      $0.state == .foreground && $0.hasUserNotifications && $0.payload == .alert
        && $0.implements(.willPresent)
    },
    decide: {
      Arrival(
        banner: $0.presentation.showsBanner,
        notificationCenter: $0.presentation.keepsNotification, calls: [.willPresent],
        appIsAlive: true,
        notes: [.presentationNaming])
    },
    examples: [
      RuleExample(
        "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner+list",
        banner: true, notificationCenter: true, arrival: [.willPresent]),
      RuleExample(
        "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=none",
        banner: false, notificationCenter: false, arrival: [.willPresent]),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=list",
        banner: false, notificationCenter: true, arrival: [.willPresent]),
      RuleExample(
        "os=16.3 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner",
        banner: true, notificationCenter: false, arrival: [.willPresent]),
      RuleExample(
        "os=16.3 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner+list",
        banner: true, notificationCenter: true, arrival: [.willPresent]),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=foreground callbacks=willPresent payload=alert+content-available",
      "os=9.3.2 state=foreground callbacks=willPresent payload=alert presentation=banner+list",
    ])
}
