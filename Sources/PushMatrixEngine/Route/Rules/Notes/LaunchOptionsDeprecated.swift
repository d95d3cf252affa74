import PushMatrixModel

extension NoteRules {
  /// iOS 26 deprecates the launch-options key that carries the payload.
  public static let launchOptionsDeprecated = NoteRule(
    id: "launch-options-deprecated",
    text: "iOS 26 deprecates the remote-notification launch-options key.",
    basis: .documented,
    sources: [.appleLaunchOptionsRemoteNotification],
    applies: { outcome, context in
      outcome.invokes(.launch) && context.os >= Epoch.launchOptionsDeprecated
    },
    examples: [
      RuleExample("os=26.0 state=notRunning callbacks=didReceiveResponse payload=alert")
    ],
    nonApplyingExamples: [
      "os=18.1 state=notRunning callbacks=didReceiveResponse payload=alert",
      "os=26.0 state=suspended callbacks=didReceiveResponse payload=alert",
    ])
}
