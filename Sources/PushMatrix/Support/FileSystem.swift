import Foundation

/// The few file-system questions the tool asks, in one place.
package enum FileSystem {
  /// Whether a directory exists at the path.
  package static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

extension FileSystem {
  /// Whether a regular file (or a link to one) exists at the path.
  package static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// The names of the regular files in a folder, sorted.
  package static func fileNames(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { isFile(path($0, in: directory)) }.sorted()
  }
}

extension FileSystem {
  /// Joins a relative path to a folder with one slash between them, the one place paths are
  /// built; the path stays as it is in `.`, as short as the user wrote it.
  ///
  /// An empty folder names no folder, so the path stays relative too, never `/relative`.
  package static func path(_ relative: String, in folder: String) -> String {
    if folder.isEmpty || folder == "." { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}

extension FileSystem {
  /// How a file compares with the bytes expected in it.
  package enum Comparison: Equatable {
    /// The file holds exactly the bytes.
    case same
    /// There is no such file.
    case missing
    /// The file and the bytes first differ at this byte offset.
    case differs(at: Int)
  }

  /// Compares a file with bytes, reading it in blocks and stopping at the first difference, so
  /// that a huge or endless file costs no more memory than a block.
  package static func compare(_ path: String, with expected: [UInt8]) -> Comparison {
    guard isFile(path), let handle = FileHandle(forReadingAtPath: path) else { return .missing }
    defer { try? handle.close() }
    var offset = 0
    while true {
      let block = (try? handle.read(upToCount: 1 << 16)) ?? Data()
      if block.isEmpty { return offset == expected.count ? .same : .differs(at: offset) }
      let length = min(block.count, expected.count - offset)
      // memcmp, not a loop over bytes: check compares megabytes of docs, also in debug builds.
      let same =
        length == block.count
        && block.withUnsafeBytes { bytes in
          expected.withUnsafeBytes {
            memcmp(bytes.baseAddress!, $0.baseAddress! + offset, length) == 0
          }
        }
      guard same else {
        return .differs(at: offset + zip(block, expected[offset...]).prefix { $0 == $1 }.count)
      }
      offset += length
    }
  }
}
