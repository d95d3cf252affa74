import PushMatrixModel

extension NoteRules {
  /// A visible push sent at priority 5 is delivered when the device's power allows.
  public static let visiblePriority5 = NoteRule(
    id: "visible-priority-5",
    text: "Sent at priority 5: APNs delivers it as the device's power allows, perhaps late and "
      + "grouped with others, which Apple accepts for a visible push that needs no immediate "
      + "action.",
    basis: .documented,
    sources: [.appleSendingNotificationRequests, .pushServicesPage],
    applies: { _, context in
      context.payload.isVisible
        && context.priority.sent(for: context.payload) == .powerConsidered
    },
    examples: [
      RuleExample("os=17.0 state=background callbacks=didReceiveResponse payload=alert priority=5")
    ],
    nonApplyingExamples: [
      "os=17.0 state=background callbacks=didReceiveResponse payload=alert priority=10",
      "os=17.0 state=background callbacks=fetchReceive payload=content-available priority=5",
    ])
}
