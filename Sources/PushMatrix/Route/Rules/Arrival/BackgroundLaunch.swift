extension ArrivalRules {
  /// With the background mode, content-available launches a terminated app into the background.
  public static let backgroundLaunch = ArrivalRule(
    id: "background-launch", basis: .documented,
    sources: [.appleFetchReceive, .appleAPINotes],
    summary: "With the background mode on, content-available launches an app the system "
      + "terminated into the background: launch, then fetchReceive.",
    applies: {
      $0.state == .notRunning && $0.requestsBackgroundRun && $0.implements(.fetchReceive)
    },
    decide: {
      Arrival(
        banner: $0.payload.isVisible, calls: [.launch, .fetchReceive], appIsAlive: true,
        notes: [.silentIsBestEffort])
    })
}
