import UserNotifications

/// Routes the taps on notifications: the notification-center delegate, in another project.
public final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
  public static let shared = NotificationRouter()

  public func install() {
    UNUserNotificationCenter.current().delegate = self
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}
