import PushMatrixModel

extension ArrivalRules {
  /// Background App Refresh does not stop a delivery to an app already running in the background.
  public static let refreshOffRunningApp = ArrivalRule(
    id: "refresh-off-running-app", basis: .inferred,
    sources: [.reactNativeFirebaseBackgroundLimitation, .appleBackgroundRefreshStatus],
    summary: "With Background App Refresh off, a content-available push to an app that is "
      + "running in the background is delivered as when it is on.",
    caveat: "No source covers an app that is executing in the background, as one playing audio "
      + "is: the setting stops wakes and launches, and nothing needs waking here.",
    applies: {
      $0.state == .background && $0.requestsBackgroundRun
        && $0.backgroundRefresh.isOff
    },
    refining: refining { $0.backgroundRefresh = .on },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=content-available "
          + "backgroundRefresh=off",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=12.3.1 state=background callbacks=legacyReceive payload=alert+content-available "
          + "backgroundRefresh=off",
        banner: true, arrival: [.legacyReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "backgroundRefresh=off"
    ])
}
