import PushMatrixModel

extension ArrivalRules {
  /// From iOS 10, without willPresent a foreground push shows nothing and falls back.
  public static let foregroundWithoutWillPresent = ArrivalRule(
    id: "foreground-without-will-present", basis: .inferred,
    observedOn: [OSVersion(10), OSVersion(12, 3, 1)],
    sources: [.callOrderTests, .appleWillPresent],
    summary: "From iOS 10 a foreground alert without willPresent shows no banner; fetchReceive, "
      + "or else legacyReceive, receives it.",
    caveat: "Off the tested releases this is inferred from the device tests: Apple documents no "
      + "presentation for a delegate without willPresent, but says a notification with no "
      + "delegate at all keeps its own options (C11).",
    applies: {
      $0.state == .foreground && $0.hasUserNotifications && $0.payload.isVisible
        && !$0.implements(.willPresent)
    },
    decide: {
      let hasDelegate = $0.implements(.didReceiveResponse)
      return Arrival(
        banner: false, calls: $0.appDelegateCalls, appIsAlive: true,
        notes: hasDelegate ? [] : [.noDelegateBanner])
    },
    examples: [
      RuleExample(
        "os=12.3.1 state=foreground callbacks=fetchReceive+didReceiveResponse payload=alert",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=17.0 state=foreground callbacks=legacyReceive payload=alert+content-available",
        banner: false, arrival: [.legacyReceive]),
    ],
    nonApplyingExamples: [
      "os=12.3.1 state=foreground callbacks=fetchReceive payload=content-available"
    ])
}
