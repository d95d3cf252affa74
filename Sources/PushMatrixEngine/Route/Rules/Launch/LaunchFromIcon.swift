import PushMatrixModel

extension LaunchRules {
  /// An app the user opens from its icon gets no notification at launch.
  public static let launchFromIcon = LaunchRule(
    id: "launch-from-icon", basis: .reported,
    sources: [.pushwooshPhonegapPlugin162, .onmyway133Blog29],
    summary: "When the user ignores the notification and opens the app from its icon, the launch "
      + "carries no notification: launchOptions has no remote-notification entry and no "
      + "response is handed over.",
    applies: { $0.byTap && $0.routing.response == .openFromIcon }, decide: { _ in .none },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "response=openFromIcon",
        launchPayload: LaunchPayload.none)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert"
    ])
}
