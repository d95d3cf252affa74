import PushMatrixModel

extension ArrivalRules {
  /// With the background mode, content-available runs fetchReceive in a live app.
  public static let backgroundFetchWake = ArrivalRule(
    id: "background-fetch-wake", basis: .documented,
    observedOn: [OSVersion(9), OSVersion(10)],
    sources: [.appleFetchReceive, .appleAPINotes, .moreCaveats],
    summary: "With the background mode on, content-available calls fetchReceive in a background "
      + "app, resuming a suspended one first.",
    applies: {
      ($0.state == .background || $0.state == .suspended) && $0.requestsBackgroundRun
        && $0.implements(.fetchReceive) && !$0.refreshOffPreventsWake
    },
    decide: {
      Arrival(
        banner: $0.payload.isVisible, calls: [.fetchReceive], appIsAlive: true,
        notes: [.silentIsBestEffort])
    },
    examples: [
      RuleExample(
        "os=9.3.2 state=suspended callbacks=fetchReceive payload=alert+content-available",
        banner: true, arrival: [.fetchReceive]),
      RuleExample(
        "os=10.0.2 state=background callbacks=legacyReceive+fetchReceive "
          + "payload=alert+content-available",
        banner: true, arrival: [.fetchReceive]),
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available", banner: false,
        arrival: [.fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=legacyReceive payload=content-available"
    ])
}
