extension ArrivalRules {
  /// A visible push to an app that is not in front shows a banner and calls nothing yet.
  public static let inactiveAlertWaitsForTap = ArrivalRule(
    id: "inactive-alert-waits-for-tap", basis: .observed,
    sources: [.callOrderTests, .moreCaveats, .backgroundModeGuide],
    summary: "An alert that cannot run the app in the background shows a banner and calls "
      + "nothing until the user taps it.",
    applies: {
      $0.state != .foreground && $0.payload.isVisible && !$0.requestsBackgroundRun
    },
    decide: { Arrival(banner: true, calls: [], appIsAlive: $0.state.isInMemory) })
}
