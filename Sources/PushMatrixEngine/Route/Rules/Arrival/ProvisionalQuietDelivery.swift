import PushMatrixModel

extension ArrivalRules {
  /// With provisional authorization, a visible push goes quietly to Notification Center.
  public static let provisionalQuietDelivery = ArrivalRule(
    id: "provisional-quiet-delivery", basis: .inferred,
    sources: [
      .appleProvisionalAuthorization, .applePresentationOptions, .appleListOption,
      .duckDuckGoAppleBrowsers5162,
    ],
    summary: "With provisional authorization a visible push shows no banner, but Notification "
      + "Center keeps it wherever an allowed push would be kept: in the foreground only if "
      + "willPresent passes .list or .alert, so .banner alone leaves nothing to see or tap; the "
      + "app's callbacks run as when notifications are allowed.",
    caveat: "Apple documents the quiet delivery to Notification Center, and one app's fix reports "
      + "a provisional notification dropped in the foreground until it added .list. That the "
      + "callbacks stay the same is inferred.",
    applies: { $0.authorization == .provisional && $0.payload.isVisible },
    refining: refining(
      { $0.authorization = .authorized },
      adjust: {
        Arrival(
          banner: false, notificationCenter: $0.notificationCenter, calls: $0.calls,
          appIsAlive: $0.appIsAlive, notes: $0.notes)
      }),
    examples: [
      RuleExample(
        "os=12.0 state=background callbacks=didReceiveResponse payload=alert "
          + "authorization=provisional",
        banner: false, notificationCenter: true, arrival: []),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner+list "
          + "authorization=provisional",
        banner: false, notificationCenter: true, arrival: [.willPresent]),
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner "
          + "authorization=provisional",
        banner: false, notificationCenter: false, arrival: [.willPresent]),
      RuleExample(
        "os=12.0 state=foreground callbacks=willPresent payload=alert presentation=banner+list "
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
