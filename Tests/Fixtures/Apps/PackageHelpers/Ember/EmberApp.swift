import EmberNotifications
import SwiftUI

@main
struct EmberApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup { Text("Ember") }
  }
}
