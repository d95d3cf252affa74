extension AppProfile {
  /// What `willPresent` passes to its completion handler: the presentation axis's values and
  /// `list` (`.list` without `.banner`), which the engine is gaining.
  package enum Presentation: String, CaseIterable, Sendable {
    /// No visible option: `[]`, or only `.sound` or `.badge`.
    case none
    /// `.banner` or `.alert`.
    case banner
    /// `.list` without `.banner` or `.alert`.
    case list
    /// The app does not implement `willPresent`.
    case notApplicable = "n/a"
  }
}
