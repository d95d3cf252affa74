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
public enum InputFile {
  /// The longest line accepted, in bytes, line feed excluded.
  public static let maximumLineLength = 1 << 20
  /// The largest file accepted, in bytes.
  public static let maximumSize = 64 << 20
  /// How much is read at a time.
  static let blockSize = 1 << 16

  /// Reads a whole file, stopping at the first line or byte over a limit.
  ///
  /// - Returns: the file's bytes.
  /// - Throws: ``Diagnostic`` when the file cannot be read, when a line is longer than
  ///   ``maximumLineLength`` (naming the line), or when the file is larger than ``maximumSize``.
  public static func read(path: String) throws(Diagnostic) -> Data {
    guard FileSystem.isFile(path), let handle = FileHandle(forReadingAtPath: path) else {
      throw Diagnostic(file: path, line: nil, message: "cannot read the file")
    }
    defer { try? handle.close() }
    var data = Data()
    var line = 1
    var lineLength = 0
    while true {
      let block: Data
      do {
        block = try handle.read(upToCount: blockSize) ?? Data()
      } catch {
        throw Diagnostic(file: path, line: nil, message: "cannot read the file")
      }
      if block.isEmpty { return data }
      let overLong = block.withUnsafeBytes { bytes in
        count(lines: bytes, line: &line, lineLength: &lineLength)
      }
      if overLong {
        throw Diagnostic(
          file: path, line: line,
          message: "the line is longer than \(maximumLineLength) bytes; is this the right file?")
      }
      data.append(block)
      guard data.count <= maximumSize else {
        throw Diagnostic(
          file: path, line: nil,
          message: "the file is larger than \(maximumSize) bytes; is this the right file?")
      }
    }
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
