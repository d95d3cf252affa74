import PushMatrixModel

extension NoteRules {
  /// No source says whether willPresent runs for a foreground push when notifications are denied.
  public static let deniedWillPresent = NoteRule(
    id: "denied-will-present",
    text: "No source says whether willPresent is still asked about a foreground push when "
      + "notifications are denied; this table assumes it is, as when they are allowed, and "
      + "shows nothing whatever it passes. One iOS 13.3.1 report saw nothing reach an app in "
      + "the foreground (X9); a device test that logs willPresent with notifications off would "
      + "settle it.",
    basis: .inferred,
    sources: [.appleWillPresent, .appleRegisterForRemoteNotifications],
    applies: { outcome, context in
      context.authorization == .denied && outcome.arrival.contains(.willPresent)
    },
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner+list "
          + "authorization=denied")
    ],
    nonApplyingExamples: [
      "os=17.0 state=foreground callbacks=fetchReceive payload=alert authorization=denied",
      "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner+list",
    ])
}
