import PushMatrixModel

extension NoteRules {
  /// An app a push launched in the background still holds that push in its first launch's
  /// options when the user later opens it from the icon.
  public static let iconOpenHoldsLaunchPush = NoteRule(
    id: "icon-open-holds-launch-push",
    text: "Opened from the icon after a push launched the app in the background: nothing is "
      + "delivered now, but the app's first launch already carried that push in "
      + "launchOptions[.remoteNotification], which apps misread as a tap; check content-available "
      + "or the application state before counting it as an open.",
    basis: .reported,
    sources: [.pushwooshIosSdk90, .segmentAnalyticsIos745],
    applies: { outcome, context in
      context.response == .openFromIcon && outcome.arrival.first == .launch
    },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available "
          + "response=openFromIcon")
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=openFromIcon",
    ])
}
