/// A place in a scanned file: the file relative to the scanned root, and the line when known.
package struct FileLocation: Equatable, Sendable {
  /// The file relative to the scanned root.
  package var file: String
  /// The 1-based line, or `nil` when none is known (a binary property list).
  package var line: Int?

  /// Creates a location.
  package init(file: String, line: Int?) {
    self.file = file
    self.line = line
  }
}
