import SwiftUI
import UserNotifications

@main
struct KiteApp: App {
  @State var showRootView = false

  var body: some Scene {
    WindowGroup {
      if showRootView {
        RootView()
      } else {
        ProgressView()
          .task {
            await Storage.migrate()
            showRootView = true
          }
      }
    }
  }
}

struct RootView: View {
  var body: some View {
    Text("Kite")
      .environmentObject(Alerts.shared)
  }
}

enum Storage {
  static func migrate() async {}
}

/// Made on first use, as a static property is: RootView's body uses it only after the launch
/// screen's awaited migration, so the delegate is set after launch.
final class Alerts: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
  static let shared: Alerts = .init()

  private override init() {
    super.init()
    setup()
  }

  private func setup() {
    UNUserNotificationCenter.current().delegate = self
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {}
}
