import PushMatrixModel

extension ArrivalRules {
  /// With the background mode, content-available launches a terminated app into the background.
  public static let backgroundLaunch = ArrivalRule(
    id: "background-launch", basis: .documented,
    sources: [.appleFetchReceive, .appleAPINotes],
    summary: "With the background mode on, content-available launches an app the system "
      + "terminated into the background: launch, then fetchReceive.",
    applies: {
      $0.state == .notRunning && $0.requestsBackgroundRun && $0.implements(.fetchReceive)
        && !$0.refreshOffPreventsWake
    },
    decide: {
      Arrival(
        banner: $0.payload.isVisible, calls: [.launch, .fetchReceive], appIsAlive: true,
        notes: [.silentIsBestEffort])
    },
    examples: [
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive payload=content-available",
        banner: false, arrival: [.launch, .fetchReceive]),
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available",
        banner: true, arrival: [.launch, .fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=notRunning callbacks=legacyReceive payload=content-available"
    ])
}
