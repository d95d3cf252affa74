extension NoteRules {
  /// A scene-based app launched by the response finds it in its scene's connection options.
  public static let sceneColdLaunch = NoteRule(
    id: "scene-cold-launch",
    text: "A scene-based app launched by the response finds no payload in its launch options: "
      + "the response comes in scene(_:willConnectTo:options:)'s connectionOptions."
      + "notificationResponse, then in didReceiveResponse when implemented. Developers report "
      + "notificationResponse empty at times, so handle both.",
    basis: .reported,
    sources: [
      .appleSceneNotificationResponse, .cleverTapCordova325, .onmyway133Notes626,
      .flutterfire18352,
    ],
    applies: { outcome, _ in outcome.tap?.starts(with: [.launch, .sceneConnect]) == true },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene"),
      RuleExample("os=26.0 state=forceQuit callbacks=none payload=alert lifecycle=scene"),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert",
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert+content-available "
        + "lifecycle=scene",
    ])
}
