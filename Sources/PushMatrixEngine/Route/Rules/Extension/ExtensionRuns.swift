import PushMatrixModel

extension ExtensionRules {
  /// An allowed, visible push with mutable-content goes through the app's extension first,
  /// whatever state the app is in.
  public static let extensionRuns = ExtensionRule(
    id: "extension-runs", basis: .documented,
    sources: [
      .appleServiceExtension, .appleModifyingContent, .appleForum762407,
    ],
    summary: "A visible push with mutable-content: 1 to an app that allows notifications and "
      + "ships a service extension passes through the extension before it is shown. The "
      + "extension runs in its own process, whether the app is running or not, and calls none "
      + "of the app's callbacks.",
    applies: { _ in true }, decide: { _ in true },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert mutableContent=on "
          + "serviceExtension=present",
        extensionRuns: true),
      RuleExample(
        "os=10.0 state=foreground callbacks=willPresent payload=alert+content-available "
          + "presentation=banner+list mutableContent=on serviceExtension=present",
        extensionRuns: true),
    ])
}
