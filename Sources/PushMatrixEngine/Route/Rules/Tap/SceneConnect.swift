extension TapRules {
  /// A response that launches a scene-based app onto the screen connects its scene before
  /// didReceiveResponse.
  public static let sceneConnect = TapRule(
    id: "scene-connect", basis: .reported,
    sources: [.appleSceneNotificationResponse, .depictSceneTap, .flutterfire18352],
    summary: "From iOS 13 a tap or foreground action that launches a scene-based app calls "
      + "launch, then scene(_:willConnectTo:options:) with the response, then "
      + "didReceiveResponse.",
    caveat: "Apple documents that the scene's connection options carry the response; the order "
      + "of the three calls is reported by developers.",
    applies: {
      $0.connectsScene && $0.launchesApp && $0.routing.implements(.didReceiveResponse)
    },
    refining: connectingScene,
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene",
        tap: [.launch, .sceneConnect, .didReceiveResponse]),
      RuleExample(
        "os=13.0 state=forceQuit callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available lifecycle=scene response=foregroundAction",
        tap: [.launch, .sceneConnect, .didReceiveResponse]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=didReceiveResponse payload=alert lifecycle=scene",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene "
        + "response=action",
    ])
}
