extension NoteRules {
  /// A tap may call fetchReceive again after it ran on arrival.
  public static let fetchMayRepeat = NoteRule(
    id: "fetch-may-repeat",
    text: "Apple says opening the app from the alert may call fetchReceive again; the iOS 9 "
      + "device tests saw it.",
    basis: .documented,
    sources: [.moreCaveats, .appleFetchReceive, .appleAPINotes],
    applies: { outcome, _ in
      outcome.arrival.contains(.fetchReceive) && outcome.tap?.contains(.fetchReceive) == true
    },
    examples: [
      RuleExample(
        "os=9.3.2 state=suspended callbacks=fetchReceive payload=alert+content-available")
    ],
    nonApplyingExamples: [
      "os=10.0 state=background callbacks=fetchReceive payload=alert+content-available",
      "os=12.3.1 state=suspended callbacks=fetchReceive+didReceiveResponse "
        + "payload=alert+content-available",
    ])
}
