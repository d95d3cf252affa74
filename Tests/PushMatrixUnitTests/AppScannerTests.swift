import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("App scanner: what it keeps of each file")
struct AppScannerTests {
  @Test("a source's tokens are kept only where willPresent's body is read from them")
  func tokensKept() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pushmatrix-scanner-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "Handler.swift": """
      class Handler: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
          withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) { completionHandler([.banner]) }
      }
      """,
      "Other.swift": "class Other { func run() { start(); finish() } }\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let inputs = try AppScanner.read(SourceTree(paths: [folder.path]))
    let outlines = Dictionary(uniqueKeysWithValues: inputs.outlines.map { ($0.file, $0) })
    #expect(outlines["Handler.swift"]?.tokens.isEmpty == false)
    #expect(outlines["Other.swift"]?.tokens.isEmpty == true)
    // The outline without its tokens still has its calls.
    #expect(outlines["Other.swift"]?.functions.first?.calls.map(\.name) == ["start", "finish"])
    #expect(ProfileInference.profile(inputs).presentation == .banner)
  }
}
