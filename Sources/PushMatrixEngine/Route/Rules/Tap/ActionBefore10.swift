import PushMatrixModel

extension TapRules {
  /// Before iOS 10 a custom action went to an app-delegate callback this table does not list.
  public static let actionBefore10 = TapRule(
    id: "action-before-10", basis: .documented,
    sources: [.appleHandleActionWithIdentifier],
    summary: "Before iOS 10 a custom action goes to application(_:handleActionWithIdentifier:"
      + "forRemoteNotification:completionHandler:), which the table does not list: it shows "
      + "launch when the action launches the app, else nothing.",
    applies: {
      ($0.response == .action || $0.response == .foregroundAction)
        && !$0.routing.hasUserNotifications
    },
    decide: { $0.launchesApp ? [.launch] : [] },
    examples: [
      RuleExample(
        "os=9.3.2 state=notRunning callbacks=fetchReceive payload=alert response=action",
        tap: [.launch]),
      RuleExample(
        "os=8.0 state=suspended callbacks=legacyReceive payload=alert "
          + "response=foregroundAction",
        tap: []),
    ],
    nonApplyingExamples: [
      "os=10.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action"
    ])
}
