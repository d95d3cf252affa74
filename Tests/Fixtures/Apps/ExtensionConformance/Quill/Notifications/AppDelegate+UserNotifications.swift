import UserNotifications

/// Shows a shared notebook's changes while Quill is open, and opens the notebook on a tap.
extension AppDelegate: UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let options: UNNotificationPresentationOptions = [.banner, .badge]
    completionHandler(options)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    window?.rootViewController?.title = response.notification.request.content.title
    completionHandler()
  }
}
