import PushMatrixModel

extension LaunchRules {
  /// An action or a dismissal that launches the app hands its response to didReceiveResponse
  /// only, not to the launch code.
  public static let launchPayloadAction = LaunchRule(
    id: "launch-payload-action", basis: .reported,
    sources: [.urbanAirshipIosLibrary260, .swrveIosSdk244, .appleHandlingActions],
    summary: "A custom action or a dismissal that launches the app leaves the launch options "
      + "without the notification; the response reaches didReceiveResponse.",
    caveat: "One SDK saw launchOptions nil when an action launched an app-delegate app (iOS "
      + "13.6); no source covers a scene-based app launched by a foreground action, whose "
      + "connection options might carry the response. A device test would settle it.",
    applies: { $0.byTap && $0.routing.response != .open }, decide: { _ in .none },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
        launchPayload: LaunchPayload.none)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert"
    ])
}
