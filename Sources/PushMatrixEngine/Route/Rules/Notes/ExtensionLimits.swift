import PushMatrixModel

extension NoteRules {
  /// What happens when the service extension does not finish: its time and memory limits.
  public static let extensionLimits = NoteRule(
    id: "extension-limits",
    text: "Service extension limits: Apple gives it limited time (reported as about 30 seconds) "
      + "and calls serviceExtensionTimeWillExpire() before showing the original content; over "
      + "its memory limit (reported as 24 MB) the system kills it, and the original content or, "
      + "in one report, nothing is shown. A Focus that silences the app is not covered by any "
      + "source.",
    basis: .documented,
    sources: [.appleServiceExtension, .nextcloudTalkIos1223, .deltachatIos2477],
    applies: { outcome, _ in outcome.extensionRuns },
    examples: [
      RuleExample(
        "os=17.0 state=forceQuit callbacks=fetchReceive payload=alert mutableContent=on "
          + "serviceExtension=present")
    ],
    nonApplyingExamples: [
      "os=17.0 state=forceQuit callbacks=fetchReceive payload=alert mutableContent=on"
    ])
}
