import PushMatrixModel

extension ExtensionRules {
  /// An app without a Notification Service Extension has nothing to run.
  public static let noServiceExtension = ExtensionRule(
    id: "no-service-extension", basis: .documented, sources: [.appleServiceExtension],
    summary: "An app that ships no Notification Service Extension has none to run: the "
      + "notification is shown with the content the sender gave it.",
    applies: { $0.serviceExtension == .none }, decide: { _ in false },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=alert mutableContent=on",
        extensionRuns: false)
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=alert serviceExtension=present"
    ])
}
