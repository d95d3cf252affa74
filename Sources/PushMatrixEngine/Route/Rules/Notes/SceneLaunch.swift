import PushMatrixModel

extension NoteRules {
  /// From iOS 13, a tap that launches a scene-based app hands the response to its scene.
  ///
  /// It remarks on the cells of apps with an app delegate, where a scene-based app would differ;
  /// the cells of scene-based apps show the connection itself. Only a response that brings the
  /// app on screen connects a scene: a silent push that launches the app into the background, or
  /// an action without the foreground option, connects none.
  public static let sceneLaunch = NoteRule(
    id: "scene-launch",
    text: "From iOS 13 a scene-based app launched by the tap gets the response in "
      + "scene(_:willConnectTo:options:) and empty launch options.",
    basis: .documented,
    sources: [.appleSceneNotificationResponse, .cleverTapCordova325],
    applies: { outcome, context in
      outcome.tap?.first == .launch && context.os >= Epoch.scenes
        && context.lifecycle == .appDelegate
        && (context.response == .open || context.response == .foregroundAction)
    },
    examples: [
      RuleExample("os=13.0 state=notRunning callbacks=didReceiveResponse payload=alert"),
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive payload=alert+content-available"),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=notRunning callbacks=didReceiveResponse payload=alert",
      "os=13.0 state=background callbacks=didReceiveResponse payload=alert",
      "os=13.0 state=notRunning callbacks=fetchReceive payload=content-available",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
      "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse "
        + "payload=alert+content-available",
    ])
}
