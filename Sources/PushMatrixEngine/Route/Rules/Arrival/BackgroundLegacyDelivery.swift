import PushMatrixModel

extension ArrivalRules {
  /// A running background app with only legacyReceive gets content-available pushes there.
  public static let backgroundLegacyDelivery = ArrivalRule(
    id: "background-legacy-delivery", basis: .reported,
    observedOn: [OSVersion(9), OSVersion(10)],
    sources: [.moreCaveats],
    summary: "A running background app that implements legacyReceive but not fetchReceive "
      + "receives a content-available push in legacyReceive.",
    caveat: "Apple describes legacyReceive as foreground-only; the device tests of this very cell "
      + "on iOS 9 and 10.0 win under the evidence policy (C6).",
    applies: {
      $0.state == .background && $0.requestsBackgroundRun && !$0.implements(.fetchReceive)
        && $0.implements(.legacyReceive)
    },
    decide: {
      Arrival(
        banner: $0.payload.isVisible, calls: [.legacyReceive], appIsAlive: true,
        notes: [.silentIsBestEffort])
    },
    examples: [
      RuleExample(
        "os=9.0 state=background callbacks=legacyReceive payload=alert+content-available",
        banner: true, arrival: [.legacyReceive]),
      RuleExample(
        "os=10.0 state=background callbacks=legacyReceive payload=content-available", banner: false,
        arrival: [.legacyReceive]),
    ],
    nonApplyingExamples: [
      "os=9.0 state=suspended callbacks=legacyReceive payload=content-available"
    ])
}
