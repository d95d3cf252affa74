import HeronCore
import SwiftUI
import UserNotifications

@main
struct HeronApp: App {
  let notifications = NotificationDelegate()

  init() {
    UNUserNotificationCenter.current().delegate = notifications
  }

  var body: some Scene {
    WindowGroup { Text("Heron") }
  }
}
