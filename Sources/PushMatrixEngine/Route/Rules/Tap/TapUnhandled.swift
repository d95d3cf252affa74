import PushMatrixModel

extension TapRules {
  /// A tap that resumes an app with no receiver calls nothing.
  public static let tapUnhandled = TapRule(
    id: "tap-unhandled", basis: .inferred, observedOn: [OSVersion(9, 3, 2)],
    sources: [.callOrderTests],
    summary: "A tap that resumes an app with no receiver that this release calls only opens the "
      + "app.",
    caveat: "No source states it beyond the device tests on 9.3.2; elsewhere it is inferred, as "
      + "the app implements nothing the release could call.",
    applies: {
      $0.response == .open && !$0.isForeground && !$0.isColdLaunch
        && $0.routing.appDelegateReceiver == nil
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
