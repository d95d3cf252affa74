/// A problem in a file the user can fix, located at a line, printed as `file:line: error: …`.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path as the user named it.
  public var file: String
  /// The 1-based line, or `nil` when the problem concerns the whole file.
  public var line: Int?
  /// What is wrong, naming the offending value.
  public var message: String

  /// Creates a diagnostic.
  public init(file: String, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// The diagnostic on one line: the path and the message escaped, since both may hold
  /// characters from a file or a command line that a terminal would act on.
  public var description: String {
    let place = line.map { "\(file.messageEscaped):\($0)" } ?? file.messageEscaped
    return "\(place): error: \(message.messageEscaped)"
  }
}
