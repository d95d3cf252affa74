import PushMatrixModel

extension LaunchRules {
  /// A push that launches an app-delegate app into the background is in its launch options.
  public static let launchPayloadBackground = LaunchRule(
    id: "launch-payload-background", basis: .documented,
    sources: [
      .appleLaunchOptionsRemoteNotification, .appleFetchReceive, .pushwooshIosSdk90,
      .segmentAnalyticsIos745,
    ],
    summary: "A content-available push that launches an app-delegate app into the background "
      + "is in application(_:didFinishLaunchingWithOptions:)'s launchOptions[.remoteNotification], "
      + "and then reaches fetchReceive.",
    applies: { $0.byArrival && $0.routing.lifecycle == .appDelegate },
    decide: { _ in .launchOptions },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available",
        launchPayload: .launchOptions)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available lifecycle=scene"
    ])
}
