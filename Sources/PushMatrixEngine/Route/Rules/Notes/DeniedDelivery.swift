import PushMatrixModel

extension NoteRules {
  /// With notifications denied, pushes arrive silently; what still runs is assumed, not known.
  public static let deniedDelivery = NoteRule(
    id: "denied-delivery",
    text: "Notifications are denied: Apple delivers remote notifications silently, so nothing "
      + "is shown, listed or answered. This table assumes the app's callbacks run as when "
      + "notifications are allowed; for content-available pushes reports disagree, some seeing "
      + "them dropped and others still receiving them.",
    basis: .inferred,
    sources: [
      .appleRegisterForRemoteNotifications, .cordovaPluginPush335, .phonegapPluginPush1257,
      .mistyBreez505, .openradar31924882,
    ],
    applies: { _, context in context.authorization == .denied },
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
          + "authorization=denied")
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available "
        + "authorization=provisional"
    ])
}
