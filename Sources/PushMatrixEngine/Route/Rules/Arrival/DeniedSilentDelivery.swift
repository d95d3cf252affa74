import PushMatrixModel

extension ArrivalRules {
  /// With notifications denied, nothing is shown, and the app is called as when they are allowed.
  public static let deniedSilentDelivery = ArrivalRule(
    id: "denied-silent-delivery", basis: .inferred,
    sources: [
      .appleRegisterForRemoteNotifications, .cordovaPluginPush335, .phonegapPluginPush1257,
      .mistyBreez505, .openradar31924882,
    ],
    summary: "With notifications denied, no push is shown or kept in Notification Center, so "
      + "nothing can be answered; the app's callbacks run as when notifications are allowed.",
    caveat: "Apple documents only that remote notifications the user has not authorized are "
      + "delivered silently. That the callbacks stay the same is inferred: no source says "
      + "whether willPresent is still asked in the foreground, and reports disagree on whether a "
      + "content-available push still runs the app.",
    applies: { $0.authorization == .denied },
    refining: refining(
      { $0.authorization = .authorized },
      adjust: {
        Arrival(
          banner: false, notificationCenter: false, calls: $0.calls, appIsAlive: $0.appIsAlive,
          notes: $0.notes)
      }),
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner+list authorization=denied",
        banner: false, notificationCenter: false, arrival: [.willPresent]),
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=alert+content-available "
          + "authorization=denied",
        banner: false, notificationCenter: false, arrival: [.fetchReceive]),
      RuleExample(
        "os=12.3.1 state=notRunning callbacks=fetchReceive payload=alert authorization=denied",
        banner: false, notificationCenter: false, arrival: []),
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert authorization=provisional"
    ])
}
