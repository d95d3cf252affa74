import Foundation
import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// Compares one checked-in golden with the text the engine gives now.
package enum GoldenCheck {
  /// What comparing one golden found.
  package struct Result: Sendable {
    /// The cells that differ, by key.
    package var report: ChangeReport
    /// Set when every cell agrees but the bytes do not (rows reordered, a comment edited), so
    /// that `generate` would still rewrite the file.
    package var difference: FileDifference?
  }

  /// Compares a golden file with its expected text: byte for byte first, and by key only when
  /// the bytes differ, so an up-to-date golden costs one read and no parsing.
  ///
  /// A missing golden file counts as empty, so every one of its scenarios is reported added.
  ///
  /// - Parameters:
  ///   - path: the golden file.
  ///   - golden: which golden it is.
  ///   - text: what `generate` would write.
  ///   - router: the engine that produced `text`.
  ///   - root: the package root, which the golden may not lead out of through a link.
  /// - Returns: the cells that differ, and the byte difference when no cell does.
  /// - Throws: ``Diagnostic`` for a malformed golden file.
  package static func compare(
    path: String, golden: Golden, expected text: String, router: Router = .standard,
    root: String = "."
  ) throws(Diagnostic) -> Result {
    guard let difference = FileDifference.compare(path: path, expected: text, root: root) else {
      return Result(report: report(path, []), difference: nil)
    }
    let changes = MatrixComparison.changes(
      fromAscending: try checkedIn(path, root: root),
      toAscending: golden.ascendingCells(router: router))
    return Result(report: report(path, changes), difference: changes.isEmpty ? difference : nil)
  }

  /// The report of a golden's changes, from the checked-in golden to the engine.
  private static func report(_ path: String, _ changes: [CellChange]) -> ChangeReport {
    ChangeReport(subject: path, changes: changes, from: "golden", to: "engine")
  }

  /// Returns the cells of a golden file ascending by scenario, or none when there is no file.
  ///
  /// - Throws: ``Diagnostic`` for a malformed golden file, or one that is not a regular file.
  package static func checkedIn(_ path: String, root: String = ".") throws(Diagnostic)
    -> [(key: Scenario, cells: [String])]
  {
    guard FileSystem.isFile(path) else { return [] }
    return MatrixComparison.ascendingCells(of: try GoldenFile.read(path: path, root: root))
  }
}
