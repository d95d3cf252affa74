import PushMatrixModel

extension ExtensionRules {
  /// A provisional notification is delivered to Notification Center, so the extension is taken
  /// to run for it as for an allowed one.
  public static let extensionProvisional = ExtensionRule(
    id: "extension-provisional", basis: .inferred,
    sources: [.appleProvisionalAuthorization, .appleModifyingContent],
    summary: "With provisional authorization a visible push with mutable-content is taken to "
      + "pass through the service extension as an allowed one does, since the system still "
      + "delivers it to Notification Center.",
    caveat: "No Apple text or device report covers the service extension under provisional "
      + "authorization, nor under a Focus that silences the app; a device test with a "
      + "provisionally authorized app whose extension changes the title would settle it.",
    applies: { $0.authorization == .provisional }, decide: { _ in true },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert "
          + "authorization=provisional mutableContent=on serviceExtension=present",
        extensionRuns: true)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert "
        + "mutableContent=on serviceExtension=present"
    ])
}
