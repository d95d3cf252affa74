import SwiftUI
import UserNotifications

/// Beacon's SwiftUI App, with an adaptor for the push callbacks.
@main
struct BeaconApp: App {
  @UIApplicationDelegateAdaptor(PushDelegate.self) var pushDelegate

  var body: some Scene {
    WindowGroup { Text("Beacon") }
  }
}
