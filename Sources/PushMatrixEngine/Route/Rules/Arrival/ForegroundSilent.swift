import PushMatrixModel

extension ArrivalRules {
  /// In the foreground, content-available adds nothing: the app delegate receives the push.
  public static let foregroundSilent = ArrivalRule(
    id: "foreground-silent", basis: .documented,
    sources: [.appleBackgroundUpdates, .appleFetchReceive],
    summary: "From iOS 10 a foreground background-push shows nothing and goes to fetchReceive, "
      + "or else legacyReceive, never to the notification-center delegate.",
    applies: {
      $0.state == .foreground && $0.hasUserNotifications && $0.payload == .contentAvailable
    },
    decide: { Arrival(banner: false, calls: $0.appDelegateCalls, appIsAlive: true) },
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=fetchReceive+willPresent+didReceiveResponse "
          + "payload=content-available",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=12.3.1 state=foreground callbacks=legacyReceive+willPresent payload=content-available "
          + "backgroundMode=off",
        banner: false, arrival: [.legacyReceive]),
    ],
    nonApplyingExamples: [
      "os=9.3.2 state=foreground callbacks=fetchReceive payload=content-available"
    ])
}
