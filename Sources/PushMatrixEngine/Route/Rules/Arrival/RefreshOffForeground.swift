import PushMatrixModel

extension ArrivalRules {
  /// Background App Refresh does not change what a foreground app receives.
  public static let refreshOffForeground = ArrivalRule(
    id: "refresh-off-foreground", basis: .reported,
    sources: [.appleForum835645, .reactNativeFirebaseBackgroundLimitation],
    summary: "With Background App Refresh off, a content-available push to a foreground app is "
      + "delivered as when it is on.",
    caveat: "Reported, not documented: a forum thread saw fetchReceive run in the foreground "
      + "while background launches were refused, and libraries name only their background "
      + "handlers as stopped.",
    applies: {
      $0.state == .foreground && $0.payload.hasContentAvailable
        && $0.backgroundRefresh.isOff
    },
    refining: refining { $0.backgroundRefresh = .on },
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=fetchReceive payload=content-available "
          + "backgroundRefresh=off",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=12.3.1 state=foreground callbacks=fetchReceive+willPresent "
          + "payload=alert+content-available presentation=banner+list backgroundRefresh=off",
        banner: true, arrival: [.willPresent, .fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=foreground callbacks=fetchReceive payload=alert backgroundRefresh=off"
    ])
}
