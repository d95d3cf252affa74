import PushMatrixModel

extension Quirks {
  /// On iOS 18.0 willPresent fires a second time for the same push.
  public static let ios18DuplicateWillPresent = Quirk(
    id: "ios18.0-duplicate-will-present", versions: OSVersion(18, 0)..<OSVersion(18, 1),
    basis: .reported,
    sources: [.cordovaPluginPush303, .reactNativeNotifications1051],
    summary: "On iOS 18.0 willPresent fires twice for one push, the second call some seconds "
      + "later; fixed in 18.1.",
    apply: { outcome, _ in
      guard outcome.arrival.contains(.willPresent) else { return false }
      outcome.arrival.append(.willPresent)
      return true
    },
    examples: [
      RuleExample(
        "os=18.0 state=foreground callbacks=willPresent payload=alert",
        arrival: [.willPresent, .willPresent]),
      RuleExample(
        "os=18.0.1 state=foreground callbacks=fetchReceive+willPresent "
          + "payload=alert+content-available",
        arrival: [.willPresent, .fetchReceive, .willPresent]),
    ],
    nonApplyingExamples: [
      "os=18.1 state=foreground callbacks=willPresent payload=alert",
      "os=17.0 state=foreground callbacks=willPresent payload=alert",
    ])
}
