import SwiftUI
import UserNotifications

/// The watch app: its own handler takes the notification center at launch.
@main
struct LanternWatchApp: App {
  init() {
    UNUserNotificationCenter.current().delegate = WristHandler.shared
  }

  var body: some Scene {
    WindowGroup { Text("Lantern") }
  }
}

/// Shows notifications on the wrist while the watch app is open.
final class WristHandler: NSObject, UNUserNotificationCenterDelegate {
  static let shared = WristHandler()

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .sound])
  }
}
