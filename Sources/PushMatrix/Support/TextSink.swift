/// A destination for text that writers share by reference, such as standard output.
///
/// A class-bound protocol rather than `inout TextOutputStream`: writers hold the sink instead
/// of threading it through every call, and the Swift 6.3 compiler crashes when an `inout`
/// existential stream is passed to a generic writer.
public protocol TextSink: AnyObject {
  /// Appends text.
  func write(_ text: String)
}

/// A sink that keeps everything written, for tests and for files built in memory.
public final class StringSink: TextSink {
  /// Everything written so far.
  public private(set) var text = ""

  /// Creates an empty sink.
  public init() {}

  public func write(_ text: String) { self.text += text }
}
