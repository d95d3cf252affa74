import PushMatrixModel

extension ArrivalRules {
  /// A visible push to an app that is not in front shows a banner and calls nothing yet.
  public static let inactiveAlertWaitsForTap = ArrivalRule(
    id: "inactive-alert-waits-for-tap", basis: .reported,
    observedOn: [OSVersion(9), OSVersion(9, 3, 2), OSVersion(10), OSVersion(12, 3, 1)],
    sources: [.callOrderTests, .moreCaveats, .backgroundModeGuide],
    summary: "An alert that cannot run the app in the background shows a banner and calls "
      + "nothing until the user taps it.",
    applies: {
      $0.state != .foreground && $0.payload.isVisible && !$0.requestsBackgroundRun
    },
    decide: { Arrival(banner: true, calls: [], appIsAlive: $0.state.isInMemory) },
    examples: [
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive payload=alert", banner: true, arrival: []
      ),
      RuleExample(
        "os=12.3.1 state=suspended callbacks=fetchReceive payload=alert+content-available "
          + "backgroundMode=off",
        banner: true, arrival: []),
      RuleExample(
        "os=6.0 state=background callbacks=legacyReceive payload=alert+content-available",
        banner: true, arrival: []),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=suspended callbacks=fetchReceive payload=alert+content-available"
    ])
}
