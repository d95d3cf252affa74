import PushMatrixModel

extension ExtensionRules {
  /// The system hands a notification to the extension only when the payload asks for it.
  public static let extensionNeedsMutableContent = ExtensionRule(
    id: "extension-needs-mutable-content", basis: .documented,
    sources: [.appleServiceExtension, .appleForum762407],
    summary: "Without mutable-content: 1 in the payload the system does not pass the "
      + "notification to the app's service extension.",
    applies: { $0.mutableContent == .off }, decide: { _ in false },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=alert serviceExtension=present",
        extensionRuns: false)
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=alert serviceExtension=present "
        + "mutableContent=on"
    ])
}
