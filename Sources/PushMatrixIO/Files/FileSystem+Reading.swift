import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// Why a file could not be opened or read.
  package enum ReadFailure: Error, Equatable, Sendable {
    /// Nothing is at the path.
    case missing
    /// Something other than a regular file is at the path, such as `a FIFO` or `a folder`.
    case notAFile(kind: String)
    /// The file exists but could not be opened or read, for this reason.
    case unreadable(reason: String)

    /// The failure in a few words, such as `a FIFO, not a regular file`.
    package var reason: String {
      switch self {
      case .missing: "no such file"
      case .notAFile(let kind): "\(kind), not a regular file"
      case .unreadable(let reason): reason
      }
    }
  }

  /// Opens a regular file for reading, never waiting: a FIFO, a device or a folder is refused
  /// before it is opened, and the file is opened with `O_NONBLOCK`, so that one swapped in
  /// meanwhile cannot block the open either and is refused after it.
  ///
  /// - Returns: the open file descriptor, which the caller closes.
  /// - Throws: ``ReadFailure`` saying why the file cannot be read.
  package static func openRegularFile(_ path: String) throws(ReadFailure) -> Int32 {
    var status = stat()
    guard stat(path, &status) == 0 else { throw failure(errno) }
    try requireRegular(status)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    do throws(ReadFailure) {
      guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
      try requireRegular(status)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Reads an open file in blocks, handing each to `body` until the end of the file or until
  /// `body` returns `false`.
  ///
  /// - Returns: `nil`, or the `errno` of a read that failed.
  /// - Throws: what `body` throws.
  package static func readBlocks<Failure>(
    of descriptor: Int32, size: Int, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Bool
  ) throws(Failure) -> Int32? {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count = SystemCall.read(descriptor, into: buffer)
      if count < 0 { return errno }
      if count == 0 { return nil }
      guard try body(UnsafeRawBufferPointer(rebasing: buffer[..<count])) else { return nil }
    }
  }

  /// Names what a file's status says is at a path, such as `a FIFO`.
  package static func kind(of status: stat) -> String {
    switch status.st_mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  private static func requireRegular(_ status: stat) throws(ReadFailure) {
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(kind: kind(of: status)) }
  }

  private static func failure(_ code: Int32) -> ReadFailure {
    code == ENOENT || code == ENOTDIR ? .missing : .unreadable(reason: SystemCall.describe(code))
  }
}
