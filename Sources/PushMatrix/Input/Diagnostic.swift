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

  public var description: String {
    line.map { "\(file):\($0): error: \(message)" } ?? "\(file): error: \(message)"
  }
}
