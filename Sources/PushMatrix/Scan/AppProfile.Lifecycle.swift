extension AppProfile {
  /// Whether the app's windows come from scenes, the `lifecycle` axis's values.
  ///
  /// The axis is being added to the engine's registry; until it lands the profile keeps its
  /// identifier and values here, as the issue fixes them.
  package enum Lifecycle: String, CaseIterable, Sendable {
    /// Only an app delegate: no scene manifest and no SwiftUI `App`.
    case appDelegate
    /// A scene manifest in Info.plist, or a SwiftUI `App`.
    case scene
  }
}
