import PushMatrixModel

extension NoteRules {
  /// Provisional authorization lists a visible push quietly; the rest is assumed.
  public static let provisionalDelivery = NoteRule(
    id: "provisional-delivery",
    text: "Provisional authorization: Apple posts the notification quietly to Notification "
      + "Center, with no banner, sound or lock-screen alert. This table assumes the app's "
      + "callbacks run as when notifications are allowed, and that a later response from "
      + "Notification Center calls what a response to the banner would.",
    basis: .inferred,
    sources: [.appleProvisionalAuthorization, .appleDidReceiveResponse],
    applies: { _, context in
      context.authorization == .provisional && context.payload.isVisible
    },
    examples: [
      RuleExample(
        "os=12.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "authorization=provisional")
    ],
    nonApplyingExamples: [
      "os=12.0 state=notRunning callbacks=fetchReceive payload=content-available "
        + "authorization=provisional"
    ])
}
