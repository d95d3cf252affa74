import PushMatrixModel

extension TapRules {
  /// A launching tap that the late delegate misses falls back to fetchReceive.
  public static let lateDelegateTapFetch = TapRule(
    id: "late-delegate-tap-fetch", basis: .inferred,
    sources: [.appleNotificationCenterDelegate, .deltachatIos2672, .appleFetchReceive],
    summary: "A tap that launches an app whose notification-center delegate is assigned only "
      + "after launching goes to fetchReceive, as for an app without didReceiveResponse.",
    caveat: "Reports only say the launching tap never reaches didReceiveResponse; that "
      + "fetchReceive takes it, as it does when no delegate implements didReceiveResponse, is "
      + "inferred.",
    applies: {
      $0.losesLaunchingResponse && $0.response == .open && $0.routing.implements(.fetchReceive)
    },
    refining: refining { $0.withoutDelegate },
    examples: [
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive+willPresent+didReceiveResponse "
          + "payload=alert presentation=banner+list delegateTiming=late",
        tap: [.launch, .fetchReceive]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "lifecycle=scene delegateTiming=late",
        tap: [.launch, .sceneConnect, .fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert "
        + "response=foregroundAction delegateTiming=late"
    ])
}
