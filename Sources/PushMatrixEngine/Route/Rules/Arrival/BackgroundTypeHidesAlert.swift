import PushMatrixModel

extension ArrivalRules {
  /// A visible push sent with push type background is not shown; with content-available it
  /// still wakes the app.
  public static let backgroundTypeHidesAlert = ArrivalRule(
    id: "background-type-hides-alert", basis: .reported,
    sources: [.appleForum745345, .appleSendingNotificationRequests, .pushServicesPage],
    summary: "A visible push sent with apns-push-type background is not shown or kept; with "
      + "content-available it runs the app as a push with only content-available does, without "
      + "it nothing is called.",
    caveat: "One developer's device test (a 2024 forum table, iOS 17) saw an alert sent as "
      + "background hidden, and woken only with content-available; it does not say in which app "
      + "state. Apple says only that a push type that does not match the payload may be "
      + "refused, delayed or dropped.",
    applies: {
      $0.payload.isVisible && $0.pushType.sent(for: $0.payload) == .background
    },
    refining: Refinement(
      base: { context in
        context.with {
          $0.pushType = .recommended
          guard context.payload.hasContentAvailable else { return }
          // Apple asks for priority 10 on the visible payload, so the silent base keeps what
          // was sent: at 10 it is the error that the priority rule answers.
          $0.priority =
            $0.priority.sent(for: context.payload) == .immediate ? .immediate : .recommended
          $0.payload = .contentAvailable
        }
      },
      among: { all },
      adjust: { base, context in
        Arrival(
          banner: false, notificationCenter: false,
          calls: context.payload.hasContentAvailable ? base.calls : [],
          appIsAlive: context.payload.hasContentAvailable
            ? base.appIsAlive : context.state.isInMemory,
          notes: base.notes
        ).noting(.pushTypeMayNotDeliver)
      }),
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive+didReceiveResponse "
          + "payload=alert+content-available pushType=background",
        banner: false, notificationCenter: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=17.0 state=background callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "pushType=background",
        banner: false, notificationCenter: false, arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "pushType=background",
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert+content-available "
        + "pushType=alert",
    ])
}
