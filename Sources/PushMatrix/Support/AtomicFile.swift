import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files so that a reader sees the old text or the new one, never a part.
public enum AtomicFile {
  /// A file that could not be written.
  public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// What went wrong.
    public var reason: String

    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes text to a temporary file in the destination's folder, then renames it over the
  /// destination; a file that already holds exactly the text is left alone.
  ///
  /// - Returns: whether the file was written, `false` when it was already up to date.
  /// - Throws: ``WriteError`` when the folder, the temporary file or the rename fails.
  @discardableResult
  public static func write(_ text: String, to path: String) throws(WriteError) -> Bool {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return false }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: "cannot create the folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    ).path
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      throw WriteError(path: path, reason: "cannot create the temporary file \(temporary)")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw WriteError(path: path, reason: reason)
    }
    return true
  }
}
