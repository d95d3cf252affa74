import PushMatrixModel

extension ArrivalRules {
  /// Before iOS 10 a foreground app never shows a banner; the app delegate gets the push.
  public static let foregroundBefore10 = ArrivalRule(
    id: "foreground-before-10", basis: .documented,
    observedOn: [OSVersion(9), OSVersion(9, 3, 2)],
    sources: [.callOrderTests, .moreCaveats, .appleAPINotes],
    summary: "Before iOS 10 a foreground app shows no banner; fetchReceive, or else "
      + "legacyReceive, receives the push.",
    applies: { $0.state == .foreground && !$0.hasUserNotifications },
    decide: { Arrival(banner: false, calls: $0.appDelegateCalls, appIsAlive: true) },
    examples: [
      RuleExample(
        "os=9.3.2 state=foreground callbacks=legacyReceive+fetchReceive payload=alert",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=9.3.2 state=foreground callbacks=legacyReceive payload=alert", banner: false,
        arrival: [.legacyReceive]),
      RuleExample(
        "os=9.3.2 state=foreground callbacks=willPresent+didReceiveResponse payload=alert",
        banner: false, arrival: []),
    ],
    nonApplyingExamples: [
      "os=10.0 state=foreground callbacks=legacyReceive+fetchReceive payload=alert"
    ])
}
