extension TapRules {
  /// legacyReceive takes a tap only when the app is already running.
  public static let tapLegacy = TapRule(
    id: "tap-legacy", basis: .observed,
    sources: [.callOrderTests, .moreCaveats],
    summary: "With legacyReceive as the only receiver, a tap that resumes the app calls it.",
    applies: {
      !$0.isForeground && !$0.isColdLaunch && $0.routing.appDelegateReceiver == .legacyReceive
        && !$0.routing.implements(.didReceiveResponse)
    },
    decide: { _ in [.legacyReceive] })
}
