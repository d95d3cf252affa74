import PushMatrixModel

extension Quirks {
  /// On iOS 10.0.x a tap that resumes the app does not call fetchReceive.
  public static let ios10TapSkipsFetch = Quirk(
    id: "ios10.0-tap-skips-fetch", versions: OSVersion(10, 0)..<OSVersion(10, 1),
    basis: .reported, observedOn: [OSVersion(10)],
    sources: [.moreCaveats, .openradar27935982, .openradar28386845],
    summary: "On iOS 10.0.x a tap that resumes the app skips fetchReceive; legacyReceive is "
      + "called instead if implemented, else nothing. Reported fixed in 10.1.",
    apply: { outcome, context in
      guard outcome.tapRule == TapRules.tapFetch.id, outcome.tap == [.fetchReceive] else {
        return false
      }
      outcome.tap = context.implements(.legacyReceive) ? [.legacyReceive] : []
      return true
    },
    examples: [
      RuleExample("os=10.0 state=background callbacks=fetchReceive payload=alert", tap: []),
      RuleExample(
        "os=10.0.2 state=background callbacks=legacyReceive+fetchReceive "
          + "payload=alert+content-available",
        tap: [.legacyReceive]),
    ],
    nonApplyingExamples: [
      "os=10.1 state=background callbacks=fetchReceive payload=alert",
      "os=10.0 state=notRunning callbacks=fetchReceive payload=alert",
    ])
}
