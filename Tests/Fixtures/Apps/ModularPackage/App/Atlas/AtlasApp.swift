import AppFeature
import SwiftUI

@main
struct AtlasApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup { RootView() }
  }
}
