import PushMatrixModel

extension NoteRules {
  /// A launching response's loss to a late delegate is reported, not certain.
  public static let lateDelegateNotGuaranteed = NoteRule(
    id: "late-delegate-not-guaranteed",
    text: "Apple guarantees a launching response only to a delegate assigned before the app "
      + "finishes launching. Later, delivery is not guaranteed either way: reports show the "
      + "response lost, but it is a race, and a delegate assigned very soon after launch may "
      + "still receive it.",
    basis: .reported,
    sources: [
      .appleNotificationCenterDelegate, .deltachatIos2672, .flutterfire18501, .flutterfire18352,
    ],
    applies: { outcome, context in
      context.delegateTiming == .late && context.implements(.didReceiveResponse)
        && outcome.tap?.first == .launch
    },
    examples: [
      RuleExample(
        "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
          + "delegateTiming=late")
    ],
    nonApplyingExamples: [
      "os=17.0 state=suspended callbacks=didReceiveResponse payload=alert delegateTiming=late",
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert",
    ])
}
