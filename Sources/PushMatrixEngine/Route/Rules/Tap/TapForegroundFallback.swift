import PushMatrixModel

extension TapRules {
  /// A tap on a foreground banner in an app without didReceiveResponse falls back.
  public static let tapForegroundFallback = TapRule(
    id: "tap-foreground-fallback", basis: .inferred,
    sources: [.callOrderTests],
    summary: "A tap on a banner shown in the foreground, with no didReceiveResponse, goes to "
      + "fetchReceive, or else legacyReceive.",
    caveat: "No document taps a foreground banner without didReceiveResponse; this assumes the "
      + "same fallback the device tests saw for background taps.",
    applies: {
      $0.response == .open && $0.isForeground && !$0.routing.implements(.didReceiveResponse)
    },
    decide: { $0.routing.appDelegateCalls },
    examples: [
      RuleExample(
        "os=12.3.1 state=foreground callbacks=fetchReceive+willPresent payload=alert "
          + "presentation=banner+list",
        tap: [.fetchReceive]),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent payload=alert "
          + "presentation=banner+list", tap: []),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
        + "presentation=banner+list"
    ])
}
