import SwiftUI

/// Atlas runs on iPhone and Mac from one target.
@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup { Text("Atlas") }
  }
}
