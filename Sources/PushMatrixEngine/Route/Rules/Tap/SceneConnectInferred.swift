extension TapRules {
  /// A scene-based app coming on screen without a scene connects one first, where no source
  /// reports the order.
  public static let sceneConnectInferred = TapRule(
    id: "scene-connect-inferred", basis: .inferred,
    sources: [.appleSceneNotificationResponse, .depictSceneTap],
    summary: "A scene-based app that a tap or foreground action brings on screen with no scene "
      + "connected calls scene(_:willConnectTo:options:) after launch, or first when the push "
      + "had launched it into the background, and then what an app without scenes calls.",
    caveat: "The reports cover a launch that ends in didReceiveResponse; that the scene also "
      + "connects before fetchReceive or nothing, and before the response to an app the push "
      + "launched into the background (which the system may have ended meanwhile), is inferred.",
    applies: {
      $0.connectsScene && !($0.launchesApp && $0.routing.implements(.didReceiveResponse))
    },
    refining: connectingScene,
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert lifecycle=scene",
        tap: [.launch, .sceneConnect, .fetchReceive]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available lifecycle=scene",
        tap: [.sceneConnect, .didReceiveResponse]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=legacyReceive payload=alert lifecycle=scene",
        tap: [.launch, .sceneConnect]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=alert lifecycle=scene",
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert",
    ])
}
