import PushMatrixModel

extension ArrivalRules {
  /// With provisional authorization, a visible push goes quietly to Notification Center.
  public static let provisionalQuietDelivery = ArrivalRule(
    id: "provisional-quiet-delivery", basis: .inferred,
    sources: [.appleProvisionalAuthorization, .applePresentationOptions],
    summary: "With provisional authorization a visible push shows no banner, but Notification "
      + "Center keeps it wherever an allowed push would be shown or listed; the app's callbacks "
      + "run as when notifications are allowed.",
    caveat: "Apple documents the quiet delivery to Notification Center. That the callbacks stay "
      + "the same, and that a foreground push keeps its entry unless willPresent passes no "
      + "option, is inferred.",
    applies: { $0.authorization == .provisional && $0.payload.isVisible },
    refining: refining(
      { $0.authorization = .authorized },
      adjust: {
        Arrival(
          banner: false, notificationCenter: $0.banner || $0.notificationCenter, calls: $0.calls,
          appIsAlive: $0.appIsAlive, notes: $0.notes)
      }),
    examples: [
      RuleExample(
        "os=12.0 state=background callbacks=didReceiveResponse payload=alert "
          + "authorization=provisional",
        banner: false, notificationCenter: true, arrival: []),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner "
          + "authorization=provisional",
        banner: false, notificationCenter: true, arrival: [.willPresent]),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=none "
          + "authorization=provisional",
        banner: false, notificationCenter: false, arrival: [.willPresent]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert+content-available "
          + "authorization=provisional",
        banner: false, notificationCenter: true, arrival: [.launch, .fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "authorization=provisional"
    ])
}
