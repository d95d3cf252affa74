import PushMatrix

/// A buffered text stream onto the process's standard output or standard error.
///
/// Bytes are collected and written in large blocks, so streaming a table costs no system call
/// per row. Call ``flush()`` before the process exits.
public final class StandardStream: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private static let blockSize = 1 << 16

  /// Creates a stream onto a file descriptor.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.blockSize)
  }

  /// A stream onto standard output.
  public static func output() -> StandardStream { StandardStream(descriptor: 1) }
  /// A stream onto standard error.
  public static func error() -> StandardStream { StandardStream(descriptor: 2) }

  public func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.blockSize { flush() }
  }

  public func write(bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes out everything buffered so far.
  public func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes {
        SystemCall.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 { break }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
