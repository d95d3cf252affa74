/// The state an app is in when a remote notification arrives.
public enum AppState: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// Running and on screen.
  case foreground
  /// Running in the background and executing code.
  case background
  /// In memory but not executing code.
  case suspended
  /// Not in memory: never launched since boot, or terminated by the system.
  case notRunning
  /// Swiped away by the user in the app switcher.
  case forceQuit

  public static let axis = Axis.state

  /// Whether the app's process exists when the notification arrives.
  public var isInMemory: Bool {
    switch self {
    case .foreground, .background, .suspended: true
    case .notRunning, .forceQuit: false
    }
  }
}
