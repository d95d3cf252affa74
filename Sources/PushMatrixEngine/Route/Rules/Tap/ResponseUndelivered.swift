import PushMatrixModel

extension TapRules {
  /// Without didReceiveResponse, custom actions and dismissals reach nothing.
  public static let responseUndelivered = TapRule(
    id: "response-undelivered", basis: .documented,
    sources: [.appleHandlingActions, .appleForegroundActionOption, .appleCustomDismissAction],
    summary: "From iOS 10 an app without didReceiveResponse never receives a custom action or a "
      + "dismissal, not even through fetchReceive: the response only launches the app if it "
      + "must.",
    applies: {
      ($0.response == .action || $0.response == .foregroundAction || $0.response == .dismiss)
        && $0.routing.hasUserNotifications && !$0.routing.implements(.didReceiveResponse)
        && !$0.launchIsUnverified
    },
    decide: { $0.launchesApp ? [.launch] : [] },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert response=foregroundAction",
        tap: [.launch]),
      RuleExample(
        "os=12.3.1 state=foreground callbacks=fetchReceive+willPresent payload=alert "
          + "presentation=banner+list response=action",
        tap: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert response=dismiss",
      "os=9.3.2 state=notRunning callbacks=fetchReceive payload=alert response=action",
    ])
}
