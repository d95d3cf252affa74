import PushMatrixModel

extension ArrivalRules {
  /// An alert that also sets content-available reaches both willPresent and the app delegate.
  public static let foregroundWillPresentWithContent = ArrivalRule(
    id: "foreground-will-present-with-content", basis: .reported,
    sources: [.reactNativeFirebase, .appleWillPresent],
    summary: "From iOS 10 a foreground alert with content-available calls willPresent and also "
      + "the app delegate's receiver.",
    caveat: "Apple documents neither the double delivery nor its order; libraries de-duplicate "
      + "it.",
    applies: {
      $0.state == .foreground && $0.hasUserNotifications
        && $0.payload == .alertWithContentAvailable && $0.implements(.willPresent)
    },
    decide: {
      Arrival(
        banner: $0.presentation.showsBanner,
        notificationCenter: $0.presentation.keepsNotification,
        calls: [.willPresent] + $0.appDelegateCalls, appIsAlive: true,
        notes: [.foregroundOrderUndocumented, .presentationNaming])
    },
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=fetchReceive+willPresent "
          + "payload=alert+content-available presentation=none",
        banner: false, arrival: [.willPresent, .fetchReceive]),
      RuleExample(
        "os=12.3.1 state=foreground callbacks=legacyReceive+willPresent "
          + "payload=alert+content-available presentation=banner+list",
        banner: true, notificationCenter: true, arrival: [.willPresent, .legacyReceive]),
      RuleExample(
        "os=17.0 state=foreground callbacks=fetchReceive+willPresent "
          + "payload=alert+content-available presentation=banner",
        banner: true, notificationCenter: false, arrival: [.willPresent, .fetchReceive]),
      RuleExample(
        "os=14.0 state=foreground callbacks=fetchReceive+willPresent "
          + "payload=alert+content-available presentation=list",
        banner: false, notificationCenter: true, arrival: [.willPresent, .fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=foreground callbacks=fetchReceive payload=alert+content-available"
    ])
}
