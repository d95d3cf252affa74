import UserNotifications

/// The notification center's delegate, made once.
public final class NotificationsClient: NSObject, UNUserNotificationCenterDelegate {
  public static let shared = NotificationsClient()

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    [.banner, .list]
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {}
}
