extension NoteRules {
  /// legacyReceive is deprecated from iOS 10.
  public static let legacyDeprecated = NoteRule(
    id: "legacy-deprecated",
    text: "application(_:didReceiveRemoteNotification:) is deprecated from iOS 10.",
    basis: .documented,
    sources: [.appleAPINotes, .callOrderTests],
    applies: { outcome, context in
      outcome.invokes(.legacyReceive) && context.hasUserNotifications
    },
    examples: [
      RuleExample("os=12.3.1 state=background callbacks=legacyReceive payload=alert")
    ],
    nonApplyingExamples: [
      "os=9.3.2 state=background callbacks=legacyReceive payload=alert",
      "os=12.3.1 state=background callbacks=legacyReceive+fetchReceive payload=alert",
    ])
}
