import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO

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
