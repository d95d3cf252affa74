extension NoteRules {
  /// A banner shown without `.list` leaves nothing in Notification Center once it is gone.
  public static let bannerNotKept = NoteRule(
    id: "banner-not-kept",
    text: ".banner without .list: once the banner is gone Notification Center holds nothing, so "
      + "the tap column is a tap on the banner while it is on screen.",
    basis: .documented,
    sources: [
      .appleBannerOption, .appleListOption, .unityMobileNotifications294, .capacitorPlugins2529,
    ],
    applies: { outcome, _ in outcome.banner && !outcome.notificationCenter },
    examples: [
      RuleExample(
        "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner")
    ],
    nonApplyingExamples: [
      "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
        + "presentation=banner+list",
      "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner "
        + "authorization=provisional",
      "os=17.0 state=background callbacks=didReceiveResponse payload=alert",
    ])
}
