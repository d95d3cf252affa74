import UserNotifications
import XCTest

@testable import EmberNotifications

/// A mock delegate that the app never runs: a test target's code is not the app's.
final class MockDelegate: NSObject, UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions { [] }
}
