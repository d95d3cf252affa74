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
    decide: { _ in [] })
}
