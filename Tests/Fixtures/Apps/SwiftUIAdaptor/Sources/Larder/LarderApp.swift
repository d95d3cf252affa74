import SwiftUI

/// Larder's entry point: a SwiftUI app whose app delegate handles remote notifications.
@main
struct LarderApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
  @StateObject private var pantry = Pantry()

  var body: some Scene {
    WindowGroup {
      PantryView().environmentObject(pantry)
    }
  }
}
