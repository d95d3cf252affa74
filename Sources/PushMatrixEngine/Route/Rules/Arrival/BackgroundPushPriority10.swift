import PushMatrixModel

extension ArrivalRules {
  /// A push with only content-available sent at priority 10: an error Apple names, which one
  /// device test still saw wake the app.
  public static let backgroundPushPriority10 = ArrivalRule(
    id: "background-push-priority-10", basis: .reported,
    sources: [
      .appleSendingNotificationRequests, .firebaseMessagePriority, .appleForum745345,
      .pushServicesPage,
    ],
    summary: "A push with only content-available sent at priority 10 is one Apple calls an error "
      + "and Firebase refuses to send; where it reaches the device, it is answered as at "
      + "priority 5.",
    caveat: "Apple says to always send a background push at priority 5 and calls 10 an error "
      + "without saying what APNs then does; the one device test found (a 2024 forum table) "
      + "saw the app woken all the same.",
    applies: {
      $0.payload == .contentAvailable
        && $0.priority.sent(for: $0.payload) == .immediate
    },
    refining: Refinement(
      base: { $0.with { $0.priority = .recommended } }, among: { all },
      adjust: { arrival, _ in arrival.noting(.backgroundPushPriority10) }),
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available priority=10",
        banner: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=17.0 state=foreground callbacks=fetchReceive payload=content-available "
          + "pushType=background priority=10",
        banner: false, arrival: [.fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert+content-available priority=10",
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available priority=5",
    ])
}

extension Note {
  /// A background push sent at priority 10, which Apple calls an error.
  public static let backgroundPushPriority10 = Note(
    id: "background-push-priority-10",
    text: "Sent at priority 10: Apple asks for priority 5 on a push with only content-available "
      + "and calls 10 an error; Firebase refuses such a message with INVALID_ARGUMENT before it "
      + "reaches APNs. Where it arrives, one device test saw it wake the app as at priority 5.")
}

extension Arrival {
  /// Returns the arrival with one more note, each note once.
  func noting(_ note: Note) -> Arrival {
    var arrival = self
    if !arrival.notes.contains(note) { arrival.notes.append(note) }
    return arrival
  }
}
