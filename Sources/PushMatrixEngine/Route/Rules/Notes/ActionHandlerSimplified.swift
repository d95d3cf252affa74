import PushMatrixModel

extension NoteRules {
  /// Before iOS 10 the table leaves out the app-delegate callback of custom actions.
  public static let actionHandlerSimplified = NoteRule(
    id: "action-handler-simplified",
    text: "Before iOS 10 a custom action goes to application(_:handleActionWithIdentifier:"
      + "forRemoteNotification:completionHandler:), or its withResponseInfo: variant from iOS 9, "
      + "which this table does not list: the tap shows only whether the action launches the app.",
    basis: .documented,
    sources: [.appleHandleActionWithIdentifier],
    applies: { outcome, context in
      (context.response == .action || context.response == .foregroundAction)
        && !context.hasUserNotifications && outcome.tap != nil
    },
    examples: [
      RuleExample("os=9.3.2 state=suspended callbacks=fetchReceive payload=alert response=action")
    ],
    nonApplyingExamples: [
      "os=10.0 state=suspended callbacks=fetchReceive payload=alert response=action",
      "os=9.3.2 state=suspended callbacks=fetchReceive payload=alert response=dismissUnreported",
    ])
}
