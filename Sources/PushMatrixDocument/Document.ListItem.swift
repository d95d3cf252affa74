extension Document {
  /// An item of a list: a line of text and the blocks under it, such as a nested list.
  package struct ListItem: Equatable, Sendable {
    /// The item's text.
    package var text: [Inline]
    /// What the item holds under its text.
    package var children: [Block]
    /// The item's anchor, for formats that have anchors, such as a note's that its citations
    /// link to; `nil` for none.
    package var id: String?

    /// Makes an item.
    package init(_ text: [Inline], children: [Block] = [], id: String? = nil) {
      self.text = text
      self.children = children
      self.id = id
    }
  }
}
