import PushMatrixModel

extension TapRules {
  /// Opening the app from its icon instead of the notification delivers nothing.
  public static let openFromIcon = TapRule(
    id: "open-from-icon", basis: .reported,
    sources: [.pushwooshPhonegapPlugin162, .onmyway133Blog29],
    summary: "When the user ignores the notification and opens the app from its icon, nothing "
      + "about the notification is delivered: the app is launched if it was not running, and no "
      + "callback gets the notification.",
    applies: { $0.routing.response == .openFromIcon },
    decide: { $0.isColdLaunch ? [.launch] : [] },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "response=openFromIcon",
        tap: [.launch]),
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "response=openFromIcon",
        tap: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert"
    ])
}
