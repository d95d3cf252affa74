import PushMatrixIO

/// A text stream onto the process's standard output or standard error that knows whether
/// everything written arrived.
///
/// Standard output is collected and written in 64 KiB blocks, so streaming a table costs no
/// system call per row; standard error is written at once, so that progress shows as it
/// happens. A write that a signal interrupts is retried and one that a full non-blocking pipe
/// refuses waits until the pipe takes more; the first other failure is kept in ``failure``,
/// handed to the stream's failure handler, if it has one, and everything after it is dropped,
/// so that the tool can exit non-zero instead of reporting success over a cut-short result.
/// Call ``flush()`` before the process exits.
package final class StandardStream: TextSink {
  private let descriptor: Int32
  /// How many bytes are collected before they are written; 0 writes each text at once.
  private let blockSize: Int
  private var buffer: [UInt8] = []
  /// Called with the reason of the first write that fails.
  private let onFailure: ((String) -> Void)?

  /// Why the first write that failed failed, such as `No space left on device`; `nil` while
  /// every write has succeeded.
  package private(set) var failure: String?

  /// Creates a stream onto a file descriptor.
  init(descriptor: Int32, blockSize: Int, onFailure: ((String) -> Void)? = nil) {
    self.descriptor = descriptor
    self.blockSize = blockSize
    self.onFailure = onFailure
    buffer.reserveCapacity(blockSize)
  }

  /// A stream onto standard output, written in blocks.
  ///
  /// - Parameter onFailure: called with the reason of the first write that fails, such as
  ///   `Broken pipe` when the reader went away with SIGPIPE ignored: nothing written after it
  ///   can arrive, so the handler may end the process rather than let it work out the rest.
  /// - Returns: the stream.
  package static func output(onFailure: ((String) -> Void)? = nil) -> StandardStream {
    StandardStream(descriptor: 1, blockSize: 1 << 16, onFailure: onFailure)
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
    let reason = SystemCall.describe(code)
    failure = reason
    onFailure?(reason)
  }

}
