extension AppProfile {
  /// One thing the scan found, or one reason it could not decide: the field it bears on, the
  /// file and line that show it, and what they show.
  package struct Finding: Equatable, Sendable {
    /// The field it bears on, by its key.
    package var field: String
    /// The file relative to the scanned root, or `nil` for what no one file shows, such as
    /// the absence of something or a value set by hand.
    package var file: String?
    /// The 1-based line, or `nil` when no line is to blame (a binary property list).
    package var line: Int?
    /// What the file shows, in a sentence without a final full stop.
    package var shows: String

    /// How the finding of a value set by hand (`--set`) begins.
    package static let setByHand = "set to "

    /// Whether it records a value set by hand with `--set`: no file, and the words overrides
    /// write.
    package var isSetByHand: Bool {
      file == nil && shows.hasPrefix(Self.setByHand) && shows.contains(" by hand (was ")
    }

    /// Creates a finding.
    package init(field: String, file: String?, line: Int?, shows: String) {
      self.field = field
      self.file = file
      self.line = line
      self.shows = shows
    }
  }
}
