import PushMatrixModel

extension LaunchRules {
  /// A foreground action that launches a scene-based app hands its response to the connecting
  /// scene, as a tap does.
  public static let launchPayloadSceneAction = LaunchRule(
    id: "launch-payload-scene-action", basis: .documented,
    sources: [.appleSceneNotificationResponse, .appleHandlingActions],
    summary: "A custom action with the foreground option that launches a scene-based app "
      + "reaches its launch code in scene(_:willConnectTo:options:)'s "
      + "connectionOptions.notificationResponse, with the action's identifier; UIKit connects a "
      + "scene to handle it.",
    caveat: "Apple documents that the connection options carry a response, selected actions "
      + "included, when UIKit connects a scene for a notification; developers report the "
      + "property nil on some cold launches after a tap, which may hold here too.",
    applies: {
      $0.byTap && $0.routing.lifecycle == .scene && $0.routing.response == .foregroundAction
    },
    decide: { _ in .connectionOptions },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "response=foregroundAction lifecycle=scene",
        launchPayload: .connectionOptions)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
        + "response=foregroundAction",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action "
        + "lifecycle=scene",
    ])
}
