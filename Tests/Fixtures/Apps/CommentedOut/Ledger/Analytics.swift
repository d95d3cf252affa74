import UserNotifications

/// Records what the app does; it is not the notification center's delegate, so iOS never calls
/// its method below.
final class Analytics {
  private var events: [String] = []

  /// Records an event.
  func log(_ name: String, _ details: [AnyHashable: Any]) {
    events.append("\(name) \(details.count)")
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    log("present", notification.request.content.userInfo)
    completionHandler([.banner])
  }
}
