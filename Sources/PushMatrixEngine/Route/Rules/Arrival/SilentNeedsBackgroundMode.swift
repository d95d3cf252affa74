import PushMatrixModel

extension ArrivalRules {
  /// From iOS 7, a background push to an app without the background mode reaches nothing.
  public static let silentNeedsBackgroundMode = ArrivalRule(
    id: "silent-needs-background-mode", basis: .documented,
    sources: [.appleBackgroundUpdates, .twoPushPoints],
    summary: "From iOS 7 a background push to an app not in front needs the Remote notifications "
      + "background mode; without it nothing is shown or called.",
    applies: {
      $0.state != .foreground && $0.payload == .contentAvailable && !$0.requestsBackgroundRun
        && Callback.fetchReceive.isAvailable(on: $0.os)
    },
    decide: { Arrival(banner: false, calls: [], appIsAlive: $0.state.isInMemory) },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=content-available "
          + "backgroundMode=off",
        banner: false, arrival: []),
      RuleExample(
        "os=7.0 state=notRunning callbacks=legacyReceive+fetchReceive payload=content-available "
          + "backgroundMode=off",
        banner: false, arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=content-available",
      "os=6.0 state=background callbacks=legacyReceive payload=content-available",
    ])
}
