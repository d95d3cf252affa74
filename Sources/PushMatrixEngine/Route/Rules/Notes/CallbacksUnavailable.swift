import PushMatrixModel

extension NoteRules {
  /// Some implemented callbacks do not exist on the scenario's release.
  public static let callbacksUnavailable = NoteRule(
    id: "callbacks-unavailable",
    text: "Some implemented callbacks are newer than this release and count as not implemented "
      + "(fetchReceive needs iOS 7; willPresent and didReceiveResponse need iOS 10).",
    basis: .documented,
    sources: [.appleAPINotes, .appleFetchReceive, .appleWillPresent],
    applies: { _, context in context.available != context.callbacks },
    examples: [
      RuleExample("os=6.0 state=background callbacks=fetchReceive payload=alert"),
      RuleExample("os=9.3.2 state=foreground callbacks=willPresent payload=alert"),
    ],
    nonApplyingExamples: [
      "os=7.0 state=background callbacks=fetchReceive payload=alert",
      "os=10.0 state=foreground callbacks=willPresent payload=alert",
    ])
}
