import Foundation

/// A generated file whose checked-in bytes are not what `generate` would write.
public struct FileDifference: Sendable, Equatable, CustomStringConvertible {
  /// How the file differs.
  public enum Kind: Sendable, Equatable {
    /// There is no such file.
    case missing
    /// Something is there that cannot be read as a file, for this reason.
    case unreadable(reason: String)
    /// The file differs, first on this 1-based line.
    case differs(line: Int)
  }

  /// The file's path.
  public var path: String
  public var kind: Kind

  public var description: String {
    switch kind {
    case .missing: "\(path): missing"
    case .unreadable(let reason): "\(path): cannot read: \(reason)"
    case .differs(let line): "\(path): differs from line \(line)"
    }
  }

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
  public static func compare(path: String, expected: String, root: String) -> FileDifference? {
    if let reason = AtomicFile.refusedLink(on: path, below: root) {
      return FileDifference(path: path, kind: .unreadable(reason: reason))
    }
    let wanted = Array(expected.utf8)
    switch FileSystem.compare(path, with: wanted) {
    case .same: return nil
    case .missing: return FileDifference(path: path, kind: .missing)
    case .unreadable(let reason):
      return FileDifference(path: path, kind: .unreadable(reason: reason))
    case .differs(let offset):
      // The bytes before the offset are the same in the file, so its lines are the text's.
      let line = wanted[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
      return FileDifference(path: path, kind: .differs(line: line))
    }
  }
}
