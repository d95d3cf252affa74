import PushMatrixModel

extension ArrivalRules {
  /// The system never launches an app the user force-quit.
  public static let forceQuitNotWoken = ArrivalRule(
    id: "force-quit-not-woken", basis: .documented,
    sources: [.appleFetchReceive, .appleAPINotes, .backgroundModeGuide],
    summary: "A push never launches an app the user force-quit; a visible one is still shown.",
    applies: { $0.state == .forceQuit && $0.requestsBackgroundRun },
    decide: {
      Arrival(
        banner: $0.payload.isVisible, calls: [], appIsAlive: false, notes: [.silentIsBestEffort])
    },
    examples: [
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive payload=content-available", banner: false,
        arrival: []),
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available",
        banner: true, arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available"
    ])
}
