import PushMatrixModel

extension ArrivalRules {
  /// From iOS 10 willPresent decides the foreground presentation of a visible push.
  public static let foregroundWillPresent = ArrivalRule(
    id: "foreground-will-present", basis: .documented, observedOn: [OSVersion(12, 3, 1)],
    sources: [.callOrderTests, .appleWillPresent, .applePresentationOptions],
    summary: "From iOS 10 a foreground alert goes to willPresent alone, and a banner shows only "
      + "if it passes a banner option; .list alone keeps it in Notification Center without one.",
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
          + "presentation=banner",
        banner: true, arrival: [.willPresent]),
      RuleExample(
        "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert",
        banner: false, notificationCenter: false, arrival: [.willPresent]),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=list",
        banner: false, notificationCenter: true, arrival: [.willPresent]),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=foreground callbacks=willPresent payload=alert+content-available",
      "os=9.3.2 state=foreground callbacks=willPresent payload=alert presentation=banner",
    ])
}
