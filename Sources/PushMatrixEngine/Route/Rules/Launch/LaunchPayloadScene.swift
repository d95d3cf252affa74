import PushMatrixModel

extension LaunchRules {
  /// A tap that launches a scene-based app hands the response to the connecting scene.
  public static let launchPayloadScene = LaunchRule(
    id: "launch-payload-scene", basis: .reported,
    sources: [
      .appleSceneNotificationResponse, .depictSceneTap, .cleverTapCordova325,
      .onmyway133Notes626, .flutterfire18352,
    ],
    summary: "A tap that launches a scene-based app reaches its launch code in "
      + "scene(_:willConnectTo:options:)'s connectionOptions.notificationResponse; the app "
      + "delegate's launchOptions has no remote-notification entry.",
    caveat: "Apple documents the connection options; that the launch options lack the payload, "
      + "and that notificationResponse is at times nil on a cold launch, is what developers "
      + "report.",
    applies: { $0.byTap && $0.routing.lifecycle == .scene },
    decide: { _ in .connectionOptions },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene",
        launchPayload: .connectionOptions)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert"
    ])
}
