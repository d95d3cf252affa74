import Foundation

/// A generated file whose checked-in bytes are not what `generate` would write.
public struct FileDifference: Sendable, Equatable, CustomStringConvertible {
  /// How the file differs.
  public enum Kind: Sendable, Equatable {
    /// There is no such file.
    case missing
    /// The file differs, first on this 1-based line.
    case differs(line: Int)
  }

  /// The file's path.
  public var path: String
  public var kind: Kind

  public var description: String {
    switch kind {
    case .missing: "\(path): missing"
    case .differs(let line): "\(path): differs from line \(line)"
    }
  }

  /// Compares a file on disk with the text `generate` would write, byte for byte.
  ///
  /// - Returns: the difference, or `nil` when the file holds exactly the text.
  public static func compare(path: String, expected: String) -> FileDifference? {
    guard let data = FileManager.default.contents(atPath: path) else {
      return FileDifference(path: path, kind: .missing)
    }
    let actual = Array(data)
    let wanted = Array(expected.utf8)
    guard actual != wanted else { return nil }
    let common = zip(actual, wanted).prefix { $0 == $1 }.count
    let line = actual[..<common].count { $0 == UInt8(ascii: "\n") } + 1
    return FileDifference(path: path, kind: .differs(line: line))
  }
}
