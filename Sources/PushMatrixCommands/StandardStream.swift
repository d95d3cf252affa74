import PushMatrixIO

/// A text stream onto the process's standard output or standard error that knows whether
/// everything written arrived.
///
/// Standard output is collected and written in 64 KiB blocks, so streaming a table costs no
/// system call per row; standard error is written at once, so that progress shows as it
/// happens. A write that a signal interrupts is retried and one that a full non-blocking pipe
/// refuses waits until the pipe takes more; the first other failure is kept in ``failure``
/// and everything after it is dropped, so that the tool can exit non-zero instead of
/// reporting success over a cut-short result. Call ``flush()`` before the process exits.
package final class StandardStream: TextSink {
  private let descriptor: Int32
  /// How many bytes are collected before they are written; 0 writes each text at once.
  private let blockSize: Int
  private var buffer: [UInt8] = []

  /// Why the first write that failed failed, such as `No space left on device`; `nil` while
  /// every write has succeeded.
  package private(set) var failure: String?

  /// Creates a stream onto a file descriptor.
  init(descriptor: Int32, blockSize: Int) {
    self.descriptor = descriptor
    self.blockSize = blockSize
    buffer.reserveCapacity(blockSize)
  }

  /// A stream onto standard output, written in blocks.
  package static func output() -> StandardStream {
    StandardStream(descriptor: 1, blockSize: 1 << 16)
  }
  /// A stream onto standard error, written at once.
  package static func error() -> StandardStream { StandardStream(descriptor: 2, blockSize: 0) }

  package func write(_ string: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= blockSize { flush() }
  }

  package func write(bytes: [UInt8]) {
    guard failure == nil else { return }
    // A whole block, as the fast table writers hand over, goes out without another copy.
    guard !buffer.isEmpty || bytes.count < blockSize else { return write(collected: bytes) }
    buffer.append(contentsOf: bytes)
    if buffer.count >= blockSize { flush() }
  }

  /// Writes out everything collected so far, unless an earlier write failed.
  package func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    write(collected: buffer)
  }

  /// Writes out bytes collected elsewhere, unless an earlier write failed.
  private func write(collected bytes: [UInt8]) {
    guard failure == nil, let code = bytes.withUnsafeBytes({ SystemCall.writeAll(descriptor, $0) })
    else { return }
    failure = SystemCall.describe(code)
  }

}
