extension Document {
  /// A part of a page that its contents link to.
  package struct Section: Equatable, Sendable {
    /// The anchor the contents link to.
    package var id: String
    /// What the part is on the page: the page's text, or its notes after the text.
    package var role: Role
    /// The part's blocks, from its heading on.
    package var blocks: [Block]

    /// The parts of a page.
    package enum Role: Equatable, Sendable {
      /// The page's text.
      case main
      /// The notes after the text, such as findings.
      case notes
    }

    /// Makes a part.
    package init(id: String, role: Role = .main, _ blocks: [Block]) {
      self.id = id
      self.role = role
      self.blocks = blocks
    }
  }
}
