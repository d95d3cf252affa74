import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the files the tool takes as input, in blocks and within fixed limits, so that a
/// hostile file costs bounded time and memory and is diagnosed at its line.
///
/// The goldens, observations and templates are at most a few megabytes, with lines of at most a
/// few hundred bytes; the limits leave room for many times that and stop a runaway file, such
/// as one huge line or a device that never ends, after reading little more than the limit.
package enum InputFile {
  /// The longest line accepted, in bytes, line feed excluded.
  package static let maximumLineLength = 1 << 20
  /// The largest file accepted, in bytes.
  package static let maximumSize = 64 << 20
  /// How much is read at a time.
  static let blockSize = 1 << 16

  /// Reads a whole regular file, stopping at the first line or byte over a limit.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - root: the package root: a path below it must not lead out of it through a link.
  /// - Returns: the file's bytes.
  /// - Throws: ``Diagnostic`` when the file cannot be read, is not a regular file (a FIFO, a
  ///   device or a folder, which could block or never end), is reached through a link out of
  ///   the root, has a line longer than ``maximumLineLength`` (naming the line), or is larger
  ///   than ``maximumSize``.
  package static func read(path: String, root: String = ".") throws(Diagnostic) -> Data {
    func fail(_ line: Int?, _ message: String) -> Diagnostic {
      Diagnostic(file: path, line: line, message: message)
    }
    if FileSystem.leadsOutOfRoot(path, root: root) {
      throw fail(
        nil, "a symbolic link leads out of the package root; inputs are read only inside it")
    }
    let descriptor: Int32
    do {
      descriptor = try FileSystem.openRegularFile(path)
    } catch {
      switch error {
      case .missing: throw fail(nil, "cannot read the file")
      case .notAFile: throw fail(nil, error.reason)
      case .unreadable: throw fail(nil, "cannot read the file: \(error.reason)")
      }
    }
    defer { close(descriptor) }
    var data = Data()
    var line = 1
    var lineLength = 0
    let failed = try FileSystem.readBlocks(of: descriptor, size: blockSize) {
      block throws(Diagnostic) in
      if count(lines: block, line: &line, lineLength: &lineLength) {
        throw fail(
          line, "the line is longer than \(maximumLineLength) bytes; is this the right file?")
      }
      data.append(contentsOf: block)
      guard data.count <= maximumSize else {
        throw fail(
          nil, "the file is larger than \(maximumSize) bytes; is this the right file?")
      }
      return true
    }
    if let failed { throw fail(nil, "cannot read the file: \(SystemCall.describe(failed))") }
    return data
  }

  /// Advances the line count over a block and says whether the current line got too long.
  private static func count(
    lines bytes: UnsafeRawBufferPointer, line: inout Int, lineLength: inout Int
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var start = 0
    while start < bytes.count {
      // memchr, not a loop over bytes: this runs over every input file, also in debug builds.
      guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
        lineLength += bytes.count - start
        return lineLength > maximumLineLength
      }
      let end = base.distance(to: UnsafeRawPointer(found))
      lineLength += end - start
      if lineLength > maximumLineLength { return true }
      line += 1
      lineLength = 0
      start = end + 1
    }
    return false
  }
}
