import PushMatrixModel

extension TapRules {
  /// From iOS 10 didReceiveResponse takes every tap, after launch on a cold launch.
  public static let tapResponse = TapRule(
    id: "tap-response", basis: .documented, observedOn: [OSVersion(12, 3, 1)],
    sources: [
      .callOrderTests, .appleDidReceiveResponse, .backgroundModeGuide, .appleForegroundActionOption,
    ],
    summary: "From iOS 10 a tap, or an action with the foreground option, goes to "
      + "didReceiveResponse when it is implemented, after launch if it launches the app.",
    applies: { $0.bringsAppForward && $0.routing.implements(.didReceiveResponse) },
    decide: { $0.launching(.didReceiveResponse) },
    examples: [
      RuleExample(
        "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner+list",
        tap: [.didReceiveResponse]),
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=didReceiveResponse payload=alert",
        tap: [.launch, .didReceiveResponse]),
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available",
        tap: [.launch, .didReceiveResponse]),
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available",
        tap: [.didReceiveResponse]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "response=foregroundAction",
        tap: [.launch, .didReceiveResponse]),
    ],
    nonApplyingExamples: [
      "os=9.3.2 state=background callbacks=willPresent+didReceiveResponse payload=alert"
    ])
}
