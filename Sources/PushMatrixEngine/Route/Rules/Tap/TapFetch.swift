import PushMatrixModel

extension TapRules {
  /// Without didReceiveResponse, fetchReceive takes the tap, after launch on a cold launch.
  public static let tapFetch = TapRule(
    id: "tap-fetch", basis: .documented,
    observedOn: [OSVersion(9), OSVersion(9, 3, 2), OSVersion(12, 3, 1)],
    sources: [.callOrderTests, .moreCaveats, .appleAPINotes],
    summary: "Without didReceiveResponse a tap goes to fetchReceive, after launch if the tap "
      + "launches the app.",
    applies: {
      $0.response == .open && !$0.isForeground && !$0.routing.implements(.didReceiveResponse)
        && $0.routing.implements(.fetchReceive)
    },
    decide: { $0.launching(.fetchReceive) },
    examples: [
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive payload=alert",
        tap: [.launch, .fetchReceive]),
      RuleExample(
        "os=9.3.2 state=background callbacks=fetchReceive payload=alert", tap: [.fetchReceive]),
      RuleExample(
        "os=9.3.2 state=suspended callbacks=fetchReceive payload=alert+content-available",
        tap: [.fetchReceive]),
      RuleExample(
        "os=7.0 state=background callbacks=legacyReceive+fetchReceive payload=alert",
        tap: [.fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=6.0 state=background callbacks=fetchReceive payload=alert"
    ])
}
