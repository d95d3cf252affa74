#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls the tool makes directly, named apart from Swift methods called `read`
/// and `write`.
package enum SystemCall {
  /// Writes bytes to a file descriptor; returns the count written, or -1 with `errno` set.
  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes, count)
    #else
      Glibc.write(descriptor, bytes, count)
    #endif
  }

  /// Reads up to a buffer's size from a file descriptor, retrying a read that a signal
  /// interrupted; returns the count read, 0 at the end, or -1 with `errno` set.
  package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      #if canImport(Darwin)
        let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
      #elseif canImport(Musl)
        let count = Musl.read(descriptor, buffer.baseAddress, buffer.count)
      #else
        let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
      #endif
      if count >= 0 || errno != EINTR { return count }
    }
  }

  /// Writes every byte to a file descriptor, retrying a write that a signal interrupted
  /// (`EINTR`) and waiting, with `poll`, until a non-blocking descriptor that is full (`EAGAIN`)
  /// takes more.
  ///
  /// - Returns: `nil` when every byte was written, or else the `errno` of the failed write.
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      // A write of more than zero bytes that writes none has no errno; call it an I/O error.
      let code = written == 0 ? EIO : errno
      switch code {
      case EINTR: continue
      case EAGAIN:
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, -1)
      default: return code
      }
    }
    return nil
  }

  /// Returns the C library's description of an `errno` value, such as `No space left on device`.
  package static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
