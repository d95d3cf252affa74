extension Document {
  /// A block of a ``Document``: what stands on lines of its own.
  package indirect enum Block: Equatable, Sendable {
    /// A heading, level 1 to 6.
    case heading(Heading)
    /// A paragraph.
    case paragraph([Inline], role: Role = .body)
    /// A bulleted list.
    case list([ListItem], role: Role = .body)
    /// A numbered list, its first item numbered `start`.
    case numberedList([ListItem], start: Int)
    /// A table.
    case table(Table)
    /// Lines shown exactly as they are, in a fixed-width font; `language` names their syntax,
    /// such as `diff`, for highlighting.
    case code([String], language: String = "")
    /// Blocks folded away under a one-line summary that the reader opens.
    case details(summary: [Inline], [Block])
    /// Terms, each with the blocks that describe it, such as findings with their rules.
    case definitions([Definition])
    /// A part of a page that the page's contents link to; formats without anchors write its
    /// blocks alone.
    case section(Section)
    /// A remark set off from the text around it, such as a note on what a report left out.
    case aside([Inline])

    /// What a paragraph or list is to the reader: the text itself, or a remark about it that a
    /// format may show less prominently.
    package enum Role: Equatable, Sendable {
      /// The page's own text.
      case body
      /// A remark on the text around it: legends, explanations of a table.
      case remark
    }
  }
}

extension Document.Block {
  /// Whether the block shows nothing: a list or definition list without items, which the
  /// writers leave out.
  package var isEmpty: Bool {
    switch self {
    case .list(let items, _), .numberedList(let items, _): items.isEmpty
    case .definitions(let definitions): definitions.isEmpty
    default: false
    }
  }

  /// A heading of plain text.
  package static func heading(_ level: Int, _ text: String, id: String? = nil) -> Self {
    .heading(Document.Heading(level: level, [.text(text)], id: id))
  }

  /// A list of lines of plain text.
  package static func bullets(_ lines: [String], role: Role = .body) -> Self {
    .list(lines.map { Document.ListItem([.text($0)]) }, role: role)
  }
}
