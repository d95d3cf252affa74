/// Where a notification that launches the app reaches the app's launch code.
public enum LaunchPayload: String, CaseIterable, Sendable {
  /// Neither the arrival nor the user's response launches the app.
  case notApplicable = "n/a"
  /// In `application(_:didFinishLaunchingWithOptions:)`'s `launchOptions[.remoteNotification]`
  /// (a key Apple deprecates in iOS 26 and keeps through it).
  case launchOptions
  /// In `scene(_:willConnectTo:options:)`'s `connectionOptions.notificationResponse`.
  case connectionOptions
  /// Nowhere: the app is launched, but its launch code gets no notification.
  case none
}
