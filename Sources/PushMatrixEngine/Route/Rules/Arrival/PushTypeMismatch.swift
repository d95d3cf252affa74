import PushMatrixModel

extension ArrivalRules {
  /// A push type that is missing or does not match the payload may be refused, delayed or
  /// dropped; where the push arrives, it is answered as with the right one.
  public static let pushTypeMismatch = ArrivalRule(
    id: "push-type-mismatch", basis: .inferred,
    sources: [
      .appleSendingNotificationRequests, .appleForum745345, .rpush534, .pushServicesPage,
    ],
    summary: "With no apns-push-type, or one that does not match the payload, APNs may refuse, "
      + "delay or drop the push; where it is delivered, it is answered as with the push type "
      + "Apple asks for.",
    caveat: "Apple does not say which of the three happens, and the cell does not pretend to "
      + "know: it answers for a delivered push and says it may not be. On iOS 13 visible pushes "
      + "without the header were reported shown; a silent push sent as an alert, or without the "
      + "header on iOS 13, is reported lost (silent-push-type-dropped).",
    applies: {
      let sent = $0.pushType.sent(for: $0.payload)
      return $0.pushType != .recommended
        && sent != PushType.recommended.sent(for: $0.payload)
    },
    refining: Refinement(
      base: { $0.with { $0.pushType = .recommended } }, among: { all },
      adjust: { arrival, _ in arrival.noting(.pushTypeMayNotDeliver) }),
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available pushType=absent",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=13.0 state=background callbacks=didReceiveResponse payload=alert pushType=absent",
        banner: true, arrival: []),
      RuleExample(
        "os=17.0 state=background callbacks=didReceiveResponse payload=alert pushType=absent",
        banner: true, arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "pushType=background",
      "os=17.0 state=background callbacks=fetchReceive payload=content-available "
        + "pushType=alert",
      "os=17.0 state=background callbacks=didReceiveResponse payload=alert pushType=alert",
    ])
}

extension Note {
  /// A push type that is missing or does not match the payload.
  public static let pushTypeMayNotDeliver = Note(
    id: "push-type-may-not-deliver",
    text: "The apns-push-type header is missing or does not match the payload: Apple warns that "
      + "APNs may then answer with an error, deliver late or not deliver at all, without saying "
      + "which; this cell is what happens if it is delivered.")
}
