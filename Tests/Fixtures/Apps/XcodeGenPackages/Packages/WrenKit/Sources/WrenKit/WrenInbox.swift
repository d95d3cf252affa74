import UserNotifications

/// The notification-center delegate, installed as the app finishes launching.
public final class WrenInbox: NSObject, UNUserNotificationCenterDelegate {
  public static let shared = WrenInbox()

  public func install() {
    UNUserNotificationCenter.current().delegate = self
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list])
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}
