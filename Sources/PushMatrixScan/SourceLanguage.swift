/// The languages whose sources the scan reads.
package enum SourceLanguage: Sendable, Equatable {
  case swift
  case objectiveC

  /// The language of a file by its extension: `.swift`, or `.m`, `.mm` and `.h`; `nil` for
  /// any other file.
  package init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    switch fileName[fileName.index(after: dot)...] {
    case "swift": self = .swift
    case "m", "mm", "h": self = .objectiveC
    default: return nil
    }
  }
}
