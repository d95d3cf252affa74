import PushMatrix

extension ScenarioSpace {
  /// Creates the space that a command's axis filters choose, each defaulting to every value.
  ///
  /// - Throws: ``UsageError`` naming the first bad value.
  init(scanning scan: ArgumentScanner) throws(UsageError) {
    self.init(
      versions: try scan.axisList("os", default: OSCatalog.versions),
      states: try scan.axisList("state", default: AppState.allCases),
      callbackSets: try scan.axisList("callbacks", default: CallbackSet.all),
      payloads: try scan.axisList("payload", default: Payload.allCases),
      presentations: try scan.axisList("presentation", default: Presentation.allCases),
      backgroundModes: try scan.axisList("background-mode", default: BackgroundMode.allCases))
  }
}
