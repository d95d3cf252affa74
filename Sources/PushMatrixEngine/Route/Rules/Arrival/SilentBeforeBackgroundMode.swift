import PushMatrixModel

extension ArrivalRules {
  /// Before iOS 7 a push with nothing to show reaches no app that is not in front.
  public static let silentBeforeBackgroundMode = ArrivalRule(
    id: "silent-before-background-mode", basis: .documented,
    sources: [.appleFetchReceive, .appleAPINotes],
    summary: "Before iOS 7 neither content-available nor the Remote notifications background mode "
      + "exists: a push with nothing to show runs nothing in an app that is not in front, "
      + "whatever the app declares.",
    applies: {
      $0.state != .foreground && $0.payload == .contentAvailable
        && !Callback.fetchReceive.isAvailable(on: $0.os)
    },
    decide: { Arrival(banner: false, calls: [], appIsAlive: $0.state.isInMemory) },
    examples: [
      RuleExample(
        "os=6.0 state=background callbacks=legacyReceive payload=content-available", banner: false,
        arrival: []),
      RuleExample(
        "os=3.0 state=notRunning callbacks=none payload=content-available backgroundMode=on",
        banner: false, arrival: []),
    ],
    nonApplyingExamples: [
      "os=7.0 state=background callbacks=fetchReceive payload=content-available backgroundMode=off",
      "os=6.0 state=foreground callbacks=legacyReceive payload=content-available",
    ])
}
