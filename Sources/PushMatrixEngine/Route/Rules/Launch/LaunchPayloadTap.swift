import PushMatrixModel

extension LaunchRules {
  /// A tap that launches an app-delegate app puts the payload in its launch options.
  public static let launchPayloadTap = LaunchRule(
    id: "launch-payload-tap", basis: .documented,
    sources: [.appleLaunchOptionsRemoteNotification, .appleFetchReceive],
    summary: "A tap that launches an app-delegate app puts the notification's payload in "
      + "application(_:didFinishLaunchingWithOptions:)'s launchOptions[.remoteNotification], "
      + "a key Apple deprecates in iOS 26 and keeps through it.",
    applies: { _ in true }, decide: { _ in .launchOptions },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert",
        launchPayload: .launchOptions),
      RuleExample(
        "os=9.0 state=forceQuit callbacks=fetchReceive payload=alert",
        launchPayload: .launchOptions),
    ])
}
