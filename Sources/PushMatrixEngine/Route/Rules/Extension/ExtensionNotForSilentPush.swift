import PushMatrixModel

extension ExtensionRules {
  /// A content-available push with nothing to show never reaches the extension.
  public static let extensionNotForSilentPush = ExtensionRule(
    id: "extension-not-for-silent-push", basis: .documented,
    sources: [.appleServiceExtension, .appleModifyingContent, .firebaseIosSdk2048],
    summary: "A push with content-available alone shows nothing, so the service extension is "
      + "not run for it, mutable-content or not: only a notification the system would display "
      + "as an alert reaches it.",
    applies: { !$0.payload.isVisible }, decide: { _ in false },
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
          + "mutableContent=on serviceExtension=present",
        extensionRuns: false)
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert+content-available "
        + "mutableContent=on serviceExtension=present"
    ])
}
