extension TapRules {
  /// Without didReceiveResponse, fetchReceive takes the tap, after launch on a cold launch.
  public static let tapFetch = TapRule(
    id: "tap-fetch", basis: .observed,
    sources: [.callOrderTests, .moreCaveats, .appleAPINotes],
    summary: "Without didReceiveResponse a tap goes to fetchReceive, after launch if the tap "
      + "launches the app.",
    applies: {
      !$0.isForeground && !$0.routing.implements(.didReceiveResponse)
        && $0.routing.implements(.fetchReceive)
    },
    decide: { $0.launching(.fetchReceive) })
}
