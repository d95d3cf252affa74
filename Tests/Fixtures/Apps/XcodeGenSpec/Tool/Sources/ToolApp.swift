import SwiftUI

// A second app the spec builds: not the one profiled, so its SwiftUI App does not make
// Lark's lifecycle scene.
@main
struct ToolApp: App {
  var body: some Scene { WindowGroup { Text("Tool") } }
}
