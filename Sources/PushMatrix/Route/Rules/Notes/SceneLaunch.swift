extension NoteRules {
  /// From iOS 13, a scene-based app receives a launching notification through its scene.
  public static let sceneLaunch = NoteRule(
    id: "scene-launch",
    text: "From iOS 13 a scene-based app gets the launching response in "
      + "scene(_:willConnectTo:options:) and empty launch options.",
    basis: .documented,
    sources: [.appleSceneNotificationResponse, .cleverTapCordova325],
    applies: { outcome, context in outcome.invokes(.launch) && context.os >= Epoch.scenes },
    examples: [
      RuleExample("os=13.0 state=notRunning callbacks=didReceiveResponse payload=alert")
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=notRunning callbacks=didReceiveResponse payload=alert",
      "os=13.0 state=background callbacks=didReceiveResponse payload=alert",
    ])
}
