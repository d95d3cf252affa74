import PushMatrixModel

extension LaunchRules {
  /// An action or a dismissal that launches the app hands its response to didReceiveResponse
  /// only, not to the launch code.
  public static let launchPayloadAction = LaunchRule(
    id: "launch-payload-action", basis: .reported,
    sources: [.urbanAirshipIosLibrary260, .swrveIosSdk244, .appleHandlingActions],
    summary: "A custom action or a dismissal that launches the app leaves the launch options "
      + "without the notification; the response reaches didReceiveResponse.",
    caveat: "Two SDKs saw launchOptions nil when an action launched an app-delegate app (iOS "
      + "13.6); a scene-based app launched by a foreground action gets the response in its "
      + "connection options instead (launch-payload-scene-action).",
    applies: { $0.byTap && $0.routing.response != .open }, decide: { _ in .none },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
        launchPayload: LaunchPayload.none),
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "response=foregroundAction",
        launchPayload: LaunchPayload.none),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
        + "response=foregroundAction lifecycle=scene",
    ])
}
