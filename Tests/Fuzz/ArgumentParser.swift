@testable import PushMatrix

/// Feeds one fuzz input to the command-line parser as arguments separated by NUL bytes.
///
/// Bytes that are not UTF-8 are repaired, as the standard library does for a real command
/// line. The parser must return a command or throw a ``UsageError``; the command is never run.
/// - Parameters:
///   - data: the input's bytes.
///   - size: the number of bytes.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let arguments =
    size == 0
    ? []
    : bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  do {
    let command = try CommandParser.parse(arguments)
    // Reflecting the parsed value reads every stored property, as printing it would.
    _ = String(describing: command)
    precondition(!type(of: command).help.isEmpty, "empty help")
  } catch {
    precondition(!error.message.isEmpty && !error.usage.isEmpty, "empty usage error")
  }
  return 0
}
