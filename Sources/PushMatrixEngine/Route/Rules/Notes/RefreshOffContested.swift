extension NoteRules {
  /// Whether Background App Refresh off stops background wakes is contested.
  public static let refreshOffContested = NoteRule(
    id: "refresh-off-contested",
    text: "Contested: with Background App Refresh off, or Low Power Mode on, this table follows "
      + "the libraries that report no background wake or launch for content-available; Kii's "
      + "guide says fetchReceive runs in the background whatever the setting from iOS 8, and "
      + "Apple says nothing direct.",
    basis: .reported,
    sources: [
      .reactNativeFirebaseBackgroundLimitation, .phonegapPluginPush1267, .kiiReceptionHandler,
      .appleBackgroundRefreshStatus,
    ],
    applies: { _, context in context.refreshOffPreventsWake },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert+content-available "
          + "backgroundRefresh=off")
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=content-available "
        + "backgroundRefresh=off",
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert+content-available",
    ])
}
