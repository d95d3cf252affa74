extension AppProfile {
  /// When the notification center's delegate is assigned, the `delegateTiming` axis's values.
  ///
  /// The axis is being added to the engine's registry; until it lands the profile keeps its
  /// identifier and values here, as the issue fixes them.
  package enum DelegateTiming: String, CaseIterable, Sendable {
    /// Before the app finishes launching: in `willFinishLaunching`, `didFinishLaunching`, or the
    /// initializer of the app delegate or the SwiftUI `App`, or a call made from them.
    case atLaunch
    /// Later: in a scene delegate, a view, the permission prompt's completion handler, …
    case late
  }
}
