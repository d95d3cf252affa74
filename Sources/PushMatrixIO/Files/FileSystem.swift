import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Whether something other than a folder is at the path, links followed: a regular file, or
  /// a FIFO or a device, which ``openRegularFile(_:)`` refuses with a reason.
  package static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// The names of the entries in a folder that are not folders, sorted.
  package static func fileNames(in directory: String) -> [String] {
    entries(in: directory).filter { isFile(path($0, in: directory)) }
  }

  /// The names of every entry in a folder, sorted; none when it cannot be listed.
  package static func entries(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
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
    /// Something is there but cannot be read as a file, for this reason, such as `a FIFO, not
    /// a regular file` or `Permission denied`.
    case unreadable(String)
    /// The file and the bytes first differ at this byte offset.
    case differs(at: Int)
  }

  /// Compares a file with bytes, reading it in blocks and stopping at the first difference, so
  /// that a huge or endless file costs no more memory than a block; a FIFO or a device is
  /// never opened.
  package static func compare(_ path: String, with expected: [UInt8]) -> Comparison {
    let descriptor: Int32
    do {
      descriptor = try openRegularFile(path)
    } catch {
      return error == .missing ? .missing : .unreadable(error.reason)
    }
    defer { close(descriptor) }
    var offset = 0
    var difference: Int?
    let failed = readBlocks(of: descriptor, size: 1 << 16) { block in
      let length = min(block.count, expected.count - offset)
      // memcmp, not a loop over bytes: check compares megabytes of docs, also in debug builds.
      let same =
        length == block.count
        && expected.withUnsafeBytes {
          memcmp(block.baseAddress!, $0.baseAddress! + offset, length) == 0
        }
      guard same else {
        difference = offset + zip(block, expected[offset...]).prefix { $0 == $1 }.count
        return false
      }
      offset += length
      return true
    }
    if let failed { return .unreadable(SystemCall.describe(failed)) }
    if let difference { return .differs(at: difference) }
    return offset == expected.count ? .same : .differs(at: offset)
  }
}
