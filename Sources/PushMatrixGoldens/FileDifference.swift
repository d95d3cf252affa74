import Foundation
import PushMatrixIO

/// A generated file whose checked-in bytes are not what `generate` would write.
package struct FileDifference: Sendable, Equatable, CustomStringConvertible {
  /// How the file differs.
  package enum Kind: Sendable, Equatable {
    /// There is no such file.
    case missing
    /// Something is there that cannot be read as a file, for this reason.
    case unreadable(reason: String)
    /// The file differs, first on this 1-based line.
    case differs(line: Int)
    /// `generate` does not write the file, which stands in a folder of its outputs; it
    /// removes it when it wrote it (``GeneratedFiles/Orphan``).
    case orphan(owned: Bool)
    /// A part of a split page that `generate` no longer writes, the page being shorter now; it
    /// removes it when it wrote it (``GeneratedFiles/staleParts(besides:)``).
    case stalePart(owned: Bool)
  }

  /// The file's path.
  package var path: String
  package var kind: Kind
  /// A short unified diff of the first differing lines, checked in → generate; `nil` for a
  /// missing file.
  package var excerpt: DiffExcerpt?

  package var description: String {
    switch kind {
    case .missing: "\(path): missing"
    case .unreadable(let reason): "\(path): cannot read: \(reason)"
    case .differs(let line): "\(path): differs from line \(line)"
    case .orphan(owned: true):
      "\(path): a golden generate wrote and writes no more: run generate to remove it"
    case .orphan(owned: false): "\(path): no file generate writes: remove it"
    case .stalePart(owned: true):
      "\(path): a part of a page generate wrote and writes no more: run generate to remove it"
    case .stalePart(owned: false): "\(path): a part of a page generate does not write: remove it"
    }
  }

  /// The most bytes read of the file after its first difference, and of the text on each
  /// side of it: enough for the lines of an excerpt of any table the tool writes.
  static let excerptBytes = 1 << 16

  /// Compares a file on disk with the text `generate` would write, byte for byte.
  ///
  /// A file that `generate` would refuse to write, behind a symbolic link below the root, is
  /// not read and counts as unreadable, so that `check` fails where `generate` would.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - expected: what `generate` would write.
  ///   - root: the package root.
  /// - Returns: the difference, or `nil` when the file holds exactly the text.
  package static func compare(path: String, expected: String, root: String) -> FileDifference? {
    if let reason = AtomicFile.refusedLink(on: path, below: root) {
      return FileDifference(path: path, kind: .unreadable(reason: reason))
    }
    let wanted = Array(expected.utf8)
    switch FileSystem.compare(path, with: wanted) {
    case .same: return nil
    case .missing: return FileDifference(path: path, kind: .missing, excerpt: nil)
    case .unreadable(let reason):
      return FileDifference(path: path, kind: .unreadable(reason: reason), excerpt: nil)
    case .differs(let offset):
      // The bytes before the offset are the same in the file, so its lines are the text's.
      let newline = UInt8(ascii: "\n")
      let line = wanted[..<offset].count { $0 == newline } + 1
      let lineStart = wanted[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
      let end = offset + excerptBytes
      let before = Array(wanted[max(0, lineStart - excerptBytes)..<lineStart])
      let excerpt = DiffExcerpt(
        context: lines(of: before, through: .max),
        old: lines(of: read(path, from: lineStart, to: end), through: end - lineStart),
        new: lines(of: Array(wanted[lineStart..<min(wanted.count, end)]), through: end - lineStart),
        firstLine: line, labels: ("\(path) (checked in)", "\(path) (generate)"))
      return FileDifference(path: path, kind: .differs(line: line), excerpt: excerpt)
    }
  }

  /// Splits bytes into lines that keep their line feed; when the bytes stop at `limit`, where
  /// the file may go on, a last line without a line feed is a part and is dropped.
  private static func lines(of bytes: [UInt8], through limit: Int) -> [String] {
    var lines: [String] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(String(decoding: bytes[start...index], as: UTF8.self))
      start = index + 1
    }
    if start < bytes.count && (bytes.count < limit || lines.isEmpty) {
      lines.append(String(decoding: bytes[start...], as: UTF8.self))
    }
    return lines
  }

  /// Reads the bytes of a file from one offset up to another, fewer at its end.
  private static func read(_ path: String, from start: Int, to end: Int) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: UInt64(start))) != nil else { return [] }
    return Array((try? handle.read(upToCount: end - start)) ?? Data())
  }
}
