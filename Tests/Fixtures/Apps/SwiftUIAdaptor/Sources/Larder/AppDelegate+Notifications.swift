import UserNotifications

/// Larder keeps expiry reminders quiet while the app is open: they go to Notification Center
/// only, with a sound.
extension AppDelegate: UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    return [.list, .sound]
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    let item = response.notification.request.content.userInfo["item"] as? String
    await ShoppingList.shared.open(item)
  }
}
