import PushMatrixModel

/// The rules that decide whether the app's Notification Service Extension runs before a
/// notification is shown; the first that applies decides, and the last applies to every scenario.
///
/// The extension runs in its own process, so these rules read the payload, the push type, the
/// permission and whether the app has an extension, never the app's state or callbacks.
public enum ExtensionRules {
  /// Every extension rule, in the order the engine tries them.
  public static let all: [ExtensionRule] = [
    noServiceExtension, extensionNeedsMutableContent, extensionNotForSilentPush,
    extensionNotForHiddenPush, extensionAlertsDisabled, extensionProvisional,
    extensionRunsAfterForceQuit, extensionRuns,
  ]
}
