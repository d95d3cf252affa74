import PushMatrixModel

extension TapRules {
  /// A response to a notification that Notification Center kept without a banner routes as a
  /// response to the banner.
  public static let tapFromNotificationCenter = TapRule(
    id: "tap-from-notification-center", basis: .inferred,
    sources: [.applePresentationOptions, .appleProvisionalAuthorization, .appleDidReceiveResponse],
    summary: "A response to a notification that was only kept in Notification Center, never "
      + "shown as a banner, calls what the same response to the banner would.",
    caveat: "Apple documents that .list and provisional delivery keep the notification in "
      + "Notification Center, and that didReceiveResponse receives the user's responses; no "
      + "source follows a response from there, so it is inferred to route as one to the banner.",
    applies: { !$0.wasShownAsBanner && $0.response != .dismiss },
    refining: refining { $0.onBanner },
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=list",
        tap: [.didReceiveResponse]),
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=alert "
          + "authorization=provisional",
        tap: [.launch, .fetchReceive]),
    ],
    nonApplyingExamples: [
      "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
        + "presentation=banner+list",
      "os=17.0 state=suspended callbacks=didReceiveResponse payload=alert "
        + "authorization=provisional response=dismiss",
    ])
}
