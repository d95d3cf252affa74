extension TapRules {
  /// A tap that resumes an app with no receiver calls nothing.
  public static let tapUnhandled = TapRule(
    id: "tap-unhandled", basis: .observed,
    sources: [.callOrderTests],
    summary: "A tap that resumes an app with no receiver that this release calls only opens the "
      + "app.",
    applies: {
      !$0.isForeground && !$0.isColdLaunch && $0.routing.appDelegateReceiver == nil
        && !$0.routing.implements(.didReceiveResponse)
    },
    decide: { _ in [] },
    examples: [
      RuleExample(
        "os=9.3.2 state=background callbacks=willPresent+didReceiveResponse "
          + "payload=alert", tap: []),
      RuleExample("os=6.0 state=background callbacks=fetchReceive payload=alert", tap: []),
    ],
    nonApplyingExamples: [
      "os=9.3.2 state=notRunning callbacks=willPresent+didReceiveResponse payload=alert"
    ])
}
