import PushMatrixModel

extension NoteRules {
  /// Low Power Mode answers as Background App Refresh off, because it switches the setting off.
  public static let lowPowerMode = NoteRule(
    id: "low-power-mode",
    text: "Low Power Mode: Apple documents that it switches Background App Refresh off "
      + "automatically (and shortens background time), so this cell answers as with Background "
      + "App Refresh off.",
    basis: .documented,
    sources: [.appleBackgroundRefreshStatus],
    applies: { outcome, context in
      context.backgroundRefresh == .lowPower
        && ArrivalRules.refreshOff.contains { $0.id == outcome.arrivalRule }
    },
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
          + "backgroundRefresh=lowPower"),
      RuleExample(
        "os=17.0 state=foreground callbacks=fetchReceive payload=content-available "
          + "backgroundRefresh=lowPower"),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "backgroundRefresh=off",
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert backgroundRefresh=lowPower",
    ])
}
