import PushMatrixModel

extension NoteRules {
  /// Custom actions and dismissals reach only didReceiveResponse.
  public static let actionsNeedDidReceive = NoteRule(
    id: "actions-need-did-receive",
    text: "Custom actions and the dismiss action reach the app only through "
      + "userNotificationCenter(_:didReceive:withCompletionHandler:); this app does not "
      + "implement it, so the response is never delivered and the tap shows only whether the "
      + "app is launched.",
    basis: .documented,
    sources: [.appleHandlingActions, .appleCustomDismissAction],
    applies: { outcome, context in
      let response = context.response
      return (response == .action || response == .foregroundAction || response == .dismiss)
        && context.hasUserNotifications && !context.implements(.didReceiveResponse)
        && outcome.tap != nil
    },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert response=foregroundAction")
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert",
    ])
}
