import PushMatrixModel

extension ArrivalRules {
  /// With Background App Refresh off, content-available wakes and launches nothing.
  public static let refreshOffNotWoken = ArrivalRule(
    id: "refresh-off-not-woken", basis: .reported,
    sources: [
      .reactNativeFirebaseBackgroundLimitation, .phonegapPluginPush1267,
      .appleBackgroundRefreshStatus,
    ],
    summary: "With Background App Refresh off, which Low Power Mode also does, content-available "
      + "neither wakes a suspended app nor launches a terminated one; a visible push is still "
      + "shown.",
    caveat: "Apple states nothing direct: libraries report that their background handlers stop "
      + "running, while Kii's guide says fetchReceive runs in the background whatever the "
      + "setting from iOS 8 (contested).",
    applies: { $0.refreshOffPreventsWake },
    decide: { Arrival(banner: $0.payload.isVisible, calls: [], appIsAlive: $0.state.isInMemory) },
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
          + "backgroundRefresh=off",
        banner: false, arrival: []),
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available backgroundRefresh=off",
        banner: true, arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=legacyReceive payload=content-available "
        + "backgroundRefresh=off",
      "os=17.0 state=background callbacks=fetchReceive payload=content-available "
        + "backgroundRefresh=off",
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "backgroundMode=off backgroundRefresh=off",
    ])
}
