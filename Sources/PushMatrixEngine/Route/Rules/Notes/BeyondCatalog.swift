import PushMatrixModel

extension NoteRules {
  /// A release newer than every major release the model covers is answered with the newest one's
  /// rules.
  public static let beyondCatalog = NoteRule(
    id: "beyond-catalog",
    text: "This release is newer than iOS \(OSCatalog.newest.major), the newest one this model "
      + "covers: the answer carries iOS \(OSCatalog.newest.major)'s rules forward unchecked. Apple "
      + "has announced at least one change the model lacks: apps built with the next major SDK "
      + "must adopt the scene life cycle or they do not launch.",
    basis: .inferred,
    sources: [.appleSceneLifeCycleTechnote],
    applies: { _, context in context.os >= Epoch.beyondCatalog },
    examples: [
      RuleExample("os=27.0 state=background callbacks=fetchReceive payload=alert"),
      RuleExample("os=30.1 state=foreground callbacks=none payload=content-available"),
    ],
    nonApplyingExamples: [
      "os=26.0 state=background callbacks=fetchReceive payload=alert",
      "os=26.4 state=background callbacks=fetchReceive payload=alert",
    ])
}
