import PushMatrixModel

extension ArrivalRules {
  /// A background push that no implemented callback can take runs nothing.
  public static let noBackgroundReceiver = ArrivalRule(
    id: "no-background-receiver", basis: .inferred,
    sources: [.appleFetchReceive],
    summary: "A content-available push to an app not in front that lacks fetchReceive runs "
      + "nothing in the background.",
    caveat: "Apple describes the background wake only for fetchReceive, and no document tests a "
      + "suspended or terminated app without it; nothing is assumed to run.",
    applies: {
      $0.state != .foreground && $0.state != .forceQuit && $0.requestsBackgroundRun
        && !$0.implements(.fetchReceive)
        && !($0.state == .background && $0.implements(.legacyReceive))
    },
    decide: { Arrival(banner: $0.payload.isVisible, calls: [], appIsAlive: $0.state.isInMemory) },
    examples: [
      RuleExample(
        "os=12.3.1 state=suspended callbacks=legacyReceive payload=content-available",
        banner: false, arrival: []),
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=willPresent+didReceiveResponse "
          + "payload=alert+content-available",
        banner: true, arrival: []),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=background callbacks=legacyReceive payload=content-available"
    ])
}
