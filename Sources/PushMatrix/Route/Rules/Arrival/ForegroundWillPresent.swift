extension ArrivalRules {
  /// From iOS 10 willPresent decides the foreground presentation of a visible push.
  public static let foregroundWillPresent = ArrivalRule(
    id: "foreground-will-present", basis: .observed,
    sources: [.callOrderTests, .appleWillPresent],
    summary: "From iOS 10 a foreground alert goes to willPresent alone, and a banner shows only "
      + "if it passes a banner option.",
    applies: {
      $0.state == .foreground && $0.hasUserNotifications && $0.payload == .alert
        && $0.implements(.willPresent)
    },
    decide: {
      Arrival(
        banner: $0.scenario.presentation == .banner, calls: [.willPresent], appIsAlive: true,
        notes: [.presentationNaming])
    })
}
