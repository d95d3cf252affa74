import EmberCore
import UserNotifications

/// Receives the app's notifications: the center's delegate from launch on.
public final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
  public static let shared = NotificationRouter()

  public func install() {
    UNUserNotificationCenter.current().delegate = self
    Log.write("notification router installed")
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    Log.write("opened \(response.notification.request.identifier)")
    completionHandler()
  }
}
