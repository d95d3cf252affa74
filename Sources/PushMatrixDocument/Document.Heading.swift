extension Document {
  /// A heading of a ``Document``.
  package struct Heading: Equatable, Sendable {
    /// Its level, 1 for a page's title to 6.
    package var level: Int
    /// Its text.
    package var text: [Inline]
    /// Its anchor, for formats that have anchors; `nil` for none.
    package var id: String?

    /// Makes a heading.
    package init(level: Int, _ text: [Inline], id: String? = nil) {
      precondition((1...6).contains(level), "a heading's level is 1 to 6, not \(level)")
      self.level = level
      self.text = text
      self.id = id
    }
  }
}
