import PushMatrixModel

extension TapRules {
  /// A delegate assigned after launching misses the response that launched the app.
  public static let lateDelegateLosesResponse = TapRule(
    id: "late-delegate-loses-response", basis: .reported,
    sources: [.appleNotificationCenterDelegate, .deltachatIos2672, .flutterfire18501],
    summary: "A response that launches an app whose notification-center delegate is assigned "
      + "only after launching never reaches didReceiveResponse: the app gets what an app "
      + "without the delegate gets.",
    applies: {
      $0.losesLaunchingResponse
        && !($0.response == .open && $0.routing.implements(.fetchReceive))
    },
    refining: refining { $0.withoutDelegate },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "delegateTiming=late",
        tap: [.launch]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "response=action delegateTiming=late",
        tap: [.launch]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=didReceiveResponse payload=alert delegateTiming=late",
      "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert "
        + "delegateTiming=late",
    ])
}
