import PushMatrix

extension ScenarioSpace {
  /// The options of the axis filters other than `--os`, which some commands read their own way.
  static let filterOptions: Set<String> = [
    "state", "callbacks", "payload", "presentation", "background-mode",
  ]

  /// Creates the space that a command's axis filters choose, each defaulting to every value.
  ///
  /// - Parameters:
  ///   - scan: the command's arguments.
  ///   - versions: the releases, for a command that reads `--os` its own way; otherwise
  ///     `--os` chooses them.
  /// - Throws: ``UsageError`` naming the first bad value.
  init(scanning scan: ArgumentScanner, versions: [OSVersion]? = nil) throws(UsageError) {
    let releases =
      if let versions { versions } else { try scan.axisList("os", default: OSCatalog.versions) }
    self.init(
      versions: releases,
      states: try scan.axisList("state", default: AppState.allCases),
      callbackSets: try scan.axisList("callbacks", default: CallbackSet.all),
      payloads: try scan.axisList("payload", default: Payload.allCases),
      presentations: try scan.axisList("presentation", default: Presentation.allCases),
      backgroundModes: try scan.axisList("background-mode", default: BackgroundMode.allCases))
  }
}
