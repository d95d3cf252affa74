import PushMatrixModel

extension NoteRules {
  /// Where launch code finds the notification rests on inference or one report here.
  public static let launchPayloadUnsettled = NoteRule(
    id: "launch-payload-unsettled",
    text: "Where the launch code finds this notification is not settled by Apple's text: for a "
      + "scene-based app launched in the background it is inferred, for an action or a "
      + "dismissal it rests on SDK reports of launchOptions being nil. A device test that logs "
      + "launchOptions and connectionOptions at such a launch would settle it.",
    basis: .inferred,
    sources: [.appleLaunchOptionsRemoteNotification, .urbanAirshipIosLibrary260],
    applies: { outcome, _ in
      outcome.launchRule == LaunchRules.launchPayloadBackgroundScene.id
        || outcome.launchRule == LaunchRules.launchPayloadAction.id
    },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available "
          + "lifecycle=scene"),
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert response=action"),
    ],
    nonApplyingExamples: [
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available"
    ])
}
