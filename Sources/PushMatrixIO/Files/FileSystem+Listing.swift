import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// Returns the names of every entry in a folder as the file system holds them, bytes that
  /// are not UTF-8 included, sorted by their bytes; `.` and `..` are left out.
  ///
  /// ``entries(in:)`` answers an empty list for a folder it cannot list, and Foundation drops or
  /// repairs a name that is not UTF-8; a walk that must say what it did not read lists with
  /// this instead.
  ///
  /// - Throws: ``ReadFailure`` when the folder cannot be opened or read to its end.
  package static func rawEntries(in folder: String) throws(ReadFailure) -> [[UInt8]] {
    guard let stream = opendir(folder) else {
      throw errno == ENOENT ? .missing : .unreadable(reason: SystemCall.describe(errno))
    }
    defer { closedir(stream) }
    var names: [[UInt8]] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw .unreadable(reason: SystemCall.describe(errno)) }
        break
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }
}
