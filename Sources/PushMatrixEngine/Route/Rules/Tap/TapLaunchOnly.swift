import PushMatrixModel

extension TapRules {
  /// A tap that launches an app without a modern handler calls launch alone.
  public static let tapLaunchOnly = TapRule(
    id: "tap-launch-only", basis: .documented,
    observedOn: [OSVersion(9), OSVersion(9, 3, 2), OSVersion(10), OSVersion(12, 3, 1)],
    sources: [.callOrderTests, .appleAPINotes],
    summary: "A tap that launches an app with neither didReceiveResponse nor fetchReceive calls "
      + "launch alone; the payload is in the launch options and legacyReceive is not called.",
    applies: {
      $0.response == .open && $0.isColdLaunch && !$0.routing.implements(.didReceiveResponse)
        && !$0.routing.implements(.fetchReceive)
    },
    decide: { _ in [.launch] },
    examples: [
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=legacyReceive payload=alert", tap: [.launch]),
      RuleExample("os=6.0 state=notRunning callbacks=fetchReceive payload=alert", tap: [.launch]),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=notRunning callbacks=legacyReceive+fetchReceive payload=alert"
    ])
}
