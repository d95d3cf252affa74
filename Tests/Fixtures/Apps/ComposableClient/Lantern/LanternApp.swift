import ComposableArchitecture
import SwiftUI

@main
struct LanternApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup { Text("Lantern") }
  }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
  let store = Store(initialState: AppFeature.State()) { AppFeature() }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    store.send(.appDelegate(.didFinishLaunching))
    return true
  }
}
