import PushMatrixModel

extension NoteRules {
  /// No device test shows an action launching an app the user force-quit.
  public static let forceQuitActionUnverified = NoteRule(
    id: "force-quit-action-unverified",
    text: "Unverified: Apple excepts force-quit apps only from launches by silent pushes, so a "
      + "custom action is taken to launch one in the background as it does any terminated app; "
      + "no device test confirms it, and libraries report action responses lost after a kill.",
    basis: .inferred,
    sources: [.appleHandlingActions, .appleFetchReceive, .reactNativeNotifications724],
    applies: { outcome, context in
      context.state == .forceQuit && context.response == .action
        && context.hasUserNotifications && outcome.tap?.first == .launch
    },
    examples: [
      RuleExample(
        "os=17.0 state=forceQuit callbacks=didReceiveResponse payload=alert response=action")
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
      "os=9.3.2 state=forceQuit callbacks=fetchReceive payload=alert response=action",
    ])
}
