/// A destination for text that writers share by reference, such as standard output.
///
/// A class-bound protocol rather than `inout TextOutputStream`: writers hold the sink instead
/// of threading it through every call, and the Swift 6.3 compiler crashes when an `inout`
/// existential stream is passed to a generic writer.
public protocol TextSink: AnyObject {
  /// Appends text.
  func write(_ text: String)

  /// Appends UTF-8 bytes; sinks that buffer bytes take them without decoding.
  func write(bytes: [UInt8])
}

extension TextSink {
  public func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// A sink that keeps everything written, for tests and for files built in memory.
public final class StringSink: TextSink {
  /// Everything written so far.
  public private(set) var text = ""

  /// Creates an empty sink.
  public init() {}

  public func write(_ text: String) { self.text += text }
}
