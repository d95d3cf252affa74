import SwiftUI

/// The App Clip: one screen, a SwiftUI App.
@main
struct ClipApp: App {
  var body: some Scene {
    WindowGroup { Text("Relay") }
  }
}
