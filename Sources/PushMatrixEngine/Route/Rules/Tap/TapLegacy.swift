import PushMatrixModel

extension TapRules {
  /// legacyReceive takes a tap only when the app is already running.
  public static let tapLegacy = TapRule(
    id: "tap-legacy", basis: .inferred,
    observedOn: [OSVersion(9), OSVersion(9, 3, 2), OSVersion(10), OSVersion(12, 3, 1)],
    sources: [.callOrderTests, .moreCaveats],
    summary: "With legacyReceive as the only receiver, a tap that resumes the app calls it.",
    caveat: "Apple's notes say legacyReceive is not called when a notification resumes the app "
      + "(X3); only the device tests saw it called, so the releases they did not cover are "
      + "inferred from them.",
    applies: {
      $0.response == .open && !$0.isForeground && !$0.isColdLaunch
        && $0.routing.appDelegateReceiver == .legacyReceive
        && !$0.routing.implements(.didReceiveResponse)
    },
    decide: { _ in [.legacyReceive] },
    examples: [
      RuleExample(
        "os=12.3.1 state=background callbacks=legacyReceive payload=alert", tap: [.legacyReceive]),
      RuleExample(
        "os=9.0 state=background callbacks=legacyReceive payload=alert+content-available",
        tap: [.legacyReceive]),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=notRunning callbacks=legacyReceive payload=alert"
    ])
}
