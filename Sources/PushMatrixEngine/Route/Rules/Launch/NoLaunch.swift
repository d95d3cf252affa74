import PushMatrixModel

extension LaunchRules {
  /// A scenario that launches nothing has no launch code to reach.
  public static let noLaunch = LaunchRule(
    id: "no-launch", basis: .documented, sources: [.appleLaunchOptionsRemoteNotification],
    summary: "Neither the push nor the user's response launches the app, so no launch code runs "
      + "and the question does not arise.",
    applies: { !$0.byArrival && !$0.byTap }, decide: { _ in .notApplicable },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=alert",
        launchPayload: .notApplicable)
    ],
    nonApplyingExamples: ["os=17.0 state=notRunning callbacks=fetchReceive payload=alert"])
}
