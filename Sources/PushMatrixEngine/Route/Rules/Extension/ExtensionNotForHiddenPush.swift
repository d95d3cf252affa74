import PushMatrixModel

extension ExtensionRules {
  /// A visible push that the push type keeps from being displayed never reaches the extension.
  public static let extensionNotForHiddenPush = ExtensionRule(
    id: "extension-not-for-hidden-push", basis: .inferred,
    sources: [.appleModifyingContent, .appleForum762407, .appleForum745345],
    summary: "A push with alert keys sent with apns-push-type background is not displayed, so "
      + "the service extension, which Apple runs only for a notification the system displays, "
      + "does not run for it, mutable-content or not.",
    caveat: "Apple ties the extension to a notification displayed as an alert, and an Apple "
      + "engineer to visible content; a developer's device test saw such a push not displayed. "
      + "No source ran an extension with this push type: a device test would settle it.",
    applies: { $0.payload.isVisible && $0.pushType.sent(for: $0.payload) == .background },
    decide: { _ in false },
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "mutableContent=on serviceExtension=present pushType=background",
        extensionRuns: false),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert+content-available "
          + "mutableContent=on serviceExtension=present pushType=background",
        extensionRuns: false),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert mutableContent=on "
        + "serviceExtension=present pushType=alert",
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert mutableContent=on "
        + "serviceExtension=present pushType=absent",
    ])
}
