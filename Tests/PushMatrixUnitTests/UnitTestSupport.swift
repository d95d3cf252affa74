import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The ledger of the package's own observations.
let packageLedger: Ledger = {
  do {
    return try Ledger(
      directory: packageRoot.appendingPathComponent(ObservationFile.directory).path)
  } catch {
    fatalError("cannot read the package's observations: \(error)")
  }
}()

/// A fresh temporary folder, removed by the caller when done.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("pushmatrix-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

extension ScenarioSpace {
  /// The space with the sender's headers held as Apple asks for each payload.
  ///
  /// For the suites that sweep every other condition scenario by scenario: the headers' two
  /// conditions make twelve times as many scenarios from iOS 13, and `SenderHeadersTests` sweeps
  /// them against the others.
  var recommendedHeaders: ScenarioSpace {
    restricted(to: [PushType.recommended]).restricted(to: [Priority.recommended])
  }
}
