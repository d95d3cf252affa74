import PushMatrixModel

extension LaunchRules {
  /// A push that launches a scene-based app into the background is taken to be in its launch
  /// options too: no scene connects to hand it over.
  public static let launchPayloadBackgroundScene = LaunchRule(
    id: "launch-payload-background-scene", basis: .inferred,
    sources: [.appleLaunchOptionsRemoteNotification, .appleSceneNotificationResponse],
    summary: "A content-available push that launches a scene-based app into the background is "
      + "taken to be in launchOptions[.remoteNotification] as for an app-delegate app, since no "
      + "user opens a scene for it.",
    caveat: "No source covers a scene-based app launched in the background by a push: whether a "
      + "scene connects then, and whether the launch options still carry the push, is unsettled. "
      + "A device test that logs both at such a launch would settle it.",
    applies: { $0.byArrival }, decide: { _ in .launchOptions },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available "
          + "lifecycle=scene",
        launchPayload: .launchOptions)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available"
    ])
}
