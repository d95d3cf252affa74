import PushMatrixIO

/// Why a scan could not run: its input is missing, unreadable or empty of sources.
package enum ScanError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A path given cannot be read, for this reason.
  case unreadable(path: String, reason: String)
  /// Reading a file failed midway, for this reason.
  case readFailed(path: String, reason: String)
  /// A source file is larger than the scan reads.
  case tooLarge(path: String)
  /// A source file holds more tokens than the scan reads in one file.
  case tooManyTokens(path: String)
  /// The sources whose tokens the scan keeps, those that define `willPresent`, hold more
  /// tokens in all than it keeps; `file` is the one that went past.
  case tooManyTokensInTotal(paths: [String], file: String)
  /// The files below the paths given add up to more than the scan reads; `file` is the one
  /// that went past.
  case tooLargeInTotal(paths: [String], file: String)
  /// No Swift or Objective-C source lies below the paths given; `omitted` names what the walk
  /// found and could not read, where one may lie, each with why.
  case noSources(paths: [String], omitted: [String] = [])
  /// No iOS app target of the projects found has the name asked for; `targets` are those
  /// that do exist; without any, `unread` names the projects that could not be read, as a
  /// parenthesis (` (cannot read …)`) or empty.
  case unknownTarget(name: String, targets: [String], unread: String = "")
  /// `--target` names an app target of several projects: each is listed as `PROJECT/NAME`.
  case ambiguousTarget(name: String, targets: [String])

  package var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read \(path.messageQuoted): \(reason)"
    case .readFailed(let path, let reason): "cannot read \(path.messageQuoted): \(reason)"
    case .tooLarge(let path):
      "\(path.messageQuoted) is larger than \(SourceTree.maximumFileSize) bytes; is it a source?"
    case .tooManyTokens(let path):
      "\(path.messageQuoted) holds more than \(SourceTree.maximumTokens) tokens, the most the scan "
        + "reads in one file; is it a source?"
    case .tooManyTokensInTotal(let paths, let file):
      "the sources below " + paths.map(\.messageQuoted).joined(separator: ", ")
        + " that define willPresent hold more than \(SourceTree.maximumTokens) tokens in all, the "
        + "most one scan keeps (at \(file.messageQuoted)); scan the app's own folders, not its "
        + "dependencies"
    case .tooLargeInTotal(let paths, let file):
      "the files below " + paths.map(\.messageQuoted).joined(separator: ", ")
        + " add up to more than \(SourceTree.maximumTotalSize) bytes, the most one scan reads "
        + "(at \(file.messageQuoted)); scan the app's own folders, not its dependencies"
    case .noSources(let paths, let omitted):
      "found no Swift or Objective-C source in "
        + paths.map(\.messageQuoted).joined(separator: ", ") + " (skipping "
        + SourceTree.skippedFolders.sorted().joined(separator: ", ")
        + ", test folders and hidden folders)"
        + (omitted.isEmpty ? "" : "; not read: " + omitted.joined(separator: "; "))
    case .unknownTarget(let name, let targets, let unread):
      targets.isEmpty
        ? "no iOS app target named \(name.messageQuoted): found no Xcode project with an iOS app "
          + "target\(unread)"
        : "no iOS app target named \(name.messageQuoted); expected one of "
          + targets.map(\.messageQuoted).joined(separator: ", ")
    case .ambiguousTarget(let name, let targets):
      "several iOS app targets are named \(name.messageQuoted); name one as PROJECT/NAME: "
        + targets.map(\.messageQuoted).joined(separator: ", ")
    }
  }

  /// Whether the failure is an input that is missing or empty (sysexits `EX_NOINPUT`), rather
  /// than a read that failed midway (`EX_IOERR`).
  package var isMissingInput: Bool {
    switch self {
    case .unreadable, .noSources, .tooLarge, .tooManyTokens, .tooLargeInTotal,
      .tooManyTokensInTotal, .unknownTarget, .ambiguousTarget:
      true
    case .readFailed: false
    }
  }
}
