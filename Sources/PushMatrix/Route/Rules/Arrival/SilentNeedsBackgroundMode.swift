extension ArrivalRules {
  /// A background push without the background mode (or before iOS 7) reaches nothing.
  public static let silentNeedsBackgroundMode = ArrivalRule(
    id: "silent-needs-background-mode", basis: .documented,
    sources: [.appleBackgroundUpdates, .twoPushPoints],
    summary: "A background push to an app not in front needs the Remote notifications background "
      + "mode (iOS 7 and later); without it nothing is shown or called.",
    applies: {
      $0.state != .foreground && $0.payload == .contentAvailable && !$0.requestsBackgroundRun
    },
    decide: { Arrival(banner: false, calls: [], appIsAlive: $0.state.isInMemory) },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=content-available "
          + "backgroundMode=off",
        banner: false, arrival: []),
      RuleExample(
        "os=6.0 state=background callbacks=legacyReceive payload=content-available", banner: false,
        arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=content-available"
    ])
}
