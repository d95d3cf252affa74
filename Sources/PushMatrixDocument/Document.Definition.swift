extension Document {
  /// A term of a definition list and the blocks that describe it.
  package struct Definition: Equatable, Sendable {
    /// The term.
    package var term: [Inline]
    /// The term's anchor, for formats that have anchors.
    package var id: String?
    /// What describes the term; its first block, a paragraph, follows the term on its line in
    /// formats without definition lists.
    package var description: [Block]

    /// Makes a definition.
    package init(_ term: [Inline], id: String? = nil, description: [Block]) {
      self.term = term
      self.id = id
      self.description = description
    }
  }
}
