extension TapRules {
  /// A dismissal, or an action on a force-quit app, is taken to launch the app in the background.
  public static let backgroundResponseLaunch = TapRule(
    id: "background-response-launch", basis: .inferred,
    sources: [.appleHandlingActions, .appleDismissActionIdentifier, .reactNativeNotifications724],
    summary: "A dismissal reported to a terminated app, or an action picked on an app the user "
      + "force-quit, launches it in the background, then calls didReceiveResponse if "
      + "implemented.",
    caveat: "Apple says an action launches the app in the background, without the exception it "
      + "makes for force-quit apps on silent pushes, and that the dismiss action reaches the "
      + "delegate; no source says a terminated app is launched for a dismissal or confirms the "
      + "force-quit case, and libraries report lost action responses after a kill.",
    applies: { $0.launchIsUnverified },
    decide: {
      $0.routing.implements(.didReceiveResponse) ? [.launch, .didReceiveResponse] : [.launch]
    },
    examples: [
      RuleExample(
        "os=17.0 state=forceQuit callbacks=didReceiveResponse payload=alert response=action",
        tap: [.launch, .didReceiveResponse]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert response=dismiss",
        tap: [.launch]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action",
      "os=17.0 state=forceQuit callbacks=didReceiveResponse payload=alert "
        + "response=foregroundAction",
    ])
}
