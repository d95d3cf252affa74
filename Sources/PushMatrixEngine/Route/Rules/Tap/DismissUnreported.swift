import PushMatrixModel

extension TapRules {
  /// Clearing a notification whose category does not ask for the dismiss action calls nothing.
  public static let dismissUnreported = TapRule(
    id: "dismiss-unreported", basis: .documented,
    sources: [.appleCustomDismissAction, .appleDismissActionIdentifier],
    summary: "Clearing a notification whose category lacks the custom dismiss option delivers "
      + "nothing to the app.",
    applies: { $0.response == .dismissUnreported },
    decide: { _ in [] },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "response=dismissUnreported",
        tap: []),
      RuleExample(
        "os=9.0 state=background callbacks=fetchReceive payload=alert response=dismissUnreported",
        tap: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=dismiss"
    ])
}
