extension ArrivalRules {
  /// With the background mode, content-available runs fetchReceive in a live app.
  public static let backgroundFetchWake = ArrivalRule(
    id: "background-fetch-wake", basis: .documented,
    sources: [.appleFetchReceive, .appleAPINotes, .moreCaveats],
    summary: "With the background mode on, content-available calls fetchReceive in a background "
      + "app, resuming a suspended one first.",
    applies: {
      ($0.state == .background || $0.state == .suspended) && $0.requestsBackgroundRun
        && $0.implements(.fetchReceive)
    },
    decide: {
      Arrival(
        banner: $0.payload.isVisible, calls: [.fetchReceive], appIsAlive: true,
        notes: [.silentIsBestEffort])
    })
}
