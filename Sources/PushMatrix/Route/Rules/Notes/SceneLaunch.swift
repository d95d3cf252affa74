extension NoteRules {
  /// From iOS 13, a tap that launches a scene-based app hands the response to its scene.
  ///
  /// Only a tap connects a scene: a silent push that launches the app into the background
  /// connects none and carries no response.
  public static let sceneLaunch = NoteRule(
    id: "scene-launch",
    text: "From iOS 13 a scene-based app launched by the tap gets the response in "
      + "scene(_:willConnectTo:options:) and empty launch options.",
    basis: .documented,
    sources: [.appleSceneNotificationResponse, .cleverTapCordova325],
    applies: { outcome, context in outcome.tap?.first == .launch && context.os >= Epoch.scenes },
    examples: [
      RuleExample("os=13.0 state=notRunning callbacks=didReceiveResponse payload=alert"),
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive payload=alert+content-available"),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=notRunning callbacks=didReceiveResponse payload=alert",
      "os=13.0 state=background callbacks=didReceiveResponse payload=alert",
      "os=13.0 state=notRunning callbacks=fetchReceive payload=content-available",
      "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse "
        + "payload=alert+content-available",
    ])
}
