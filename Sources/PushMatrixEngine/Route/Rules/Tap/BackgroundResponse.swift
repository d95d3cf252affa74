import PushMatrixModel

extension TapRules {
  /// An action without the foreground option, or a reported dismissal, reaches
  /// didReceiveResponse in the background.
  public static let backgroundResponse = TapRule(
    id: "background-response", basis: .documented,
    sources: [.appleHandlingActions, .appleCustomDismissAction, .appleDismissActionIdentifier],
    summary: "From iOS 10 an action without the foreground option, or a dismissal the category "
      + "reports, goes to didReceiveResponse without bringing the app on screen, after launch if "
      + "an action launches the app.",
    applies: {
      ($0.response == .action || $0.response == .dismiss) && $0.routing.hasUserNotifications
        && $0.routing.implements(.didReceiveResponse) && !$0.launchIsUnverified
    },
    decide: { $0.launching(.didReceiveResponse) },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
        tap: [.launch, .didReceiveResponse]),
      RuleExample(
        "os=17.0 state=suspended callbacks=didReceiveResponse payload=alert lifecycle=scene "
          + "response=dismiss",
        tap: [.didReceiveResponse]),
      RuleExample(
        "os=10.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner+list response=action",
        tap: [.didReceiveResponse]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert response=action"
    ])
}
