import PushMatrixModel

extension ExtensionRules {
  /// With the app's notifications denied, nothing is displayed as an alert, so the extension is
  /// not used.
  public static let extensionAlertsDisabled = ExtensionRule(
    id: "extension-alerts-disabled", basis: .documented, sources: [.appleModifyingContent],
    summary: "When the user has denied the app's notifications the system displays no alert, "
      + "and Apple says the service extension is not employed when alerts are disabled.",
    applies: { $0.authorization == .denied }, decide: { _ in false },
    examples: [
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive payload=alert authorization=denied "
          + "mutableContent=on serviceExtension=present",
        extensionRuns: false)
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=fetchReceive payload=alert authorization=provisional "
        + "mutableContent=on serviceExtension=present"
    ])
}
