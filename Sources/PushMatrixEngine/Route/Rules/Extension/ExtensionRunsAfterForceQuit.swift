import PushMatrixModel

extension ExtensionRules {
  /// A force-quit app's extension still runs: the extension is its own process, which the
  /// force-quit did not end.
  public static let extensionRunsAfterForceQuit = ExtensionRule(
    id: "extension-runs-after-force-quit", basis: .reported,
    sources: [
      .appleServiceExtension, .oneSignalReactNative617, .oneSignalTitanium24,
      .firebaseIosSdk2048,
    ],
    summary: "After the user force-quits the app, a visible push with mutable-content: 1 still "
      + "passes through the app's service extension, which runs in its own process; the app "
      + "itself is not launched.",
    caveat: "Apple's force-quit exception names only the background launch of the app; that the "
      + "extension is unaffected is what SDK maintainers report and prescribe for force-quit "
      + "apps.",
    applies: { $0.state == .forceQuit }, decide: { _ in true },
    examples: [
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive payload=alert mutableContent=on "
          + "serviceExtension=present",
        extensionRuns: true)
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=alert mutableContent=on "
        + "serviceExtension=present"
    ])
}
