import UIKit
import UserNotifications

/// Owns Quill's use of the notification center.
final class PushCenter {
  static let shared = PushCenter()
  private let notificationCenter: UNUserNotificationCenter

  private init() {
    notificationCenter = .current()
  }

  /// Makes an object the notification center's delegate and registers for remote notifications.
  func activate(with delegate: UNUserNotificationCenterDelegate) {
    notificationCenter.delegate = delegate
    UIApplication.shared.registerForRemoteNotifications()
  }
}
