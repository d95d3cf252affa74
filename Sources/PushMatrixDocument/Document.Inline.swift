extension Document {
  /// A run of text within a block of a ``Document``.
  package indirect enum Inline: Equatable, Sendable, ExpressibleByStringLiteral {
    /// Text, shown literally: each writer escapes what its format would read as syntax.
    case text(String)
    /// Text set off by emphasis, such as a remark on the text around it.
    case emphasis([Inline])
    /// Text set off as important.
    case strong([Inline])
    /// An identifier, a key or a name of code, in a fixed-width font.
    case code(String)
    /// Text that links to an address.
    case link([Inline], to: String)

    /// Text from a literal.
    package init(stringLiteral value: String) {
      self = .text(value)
    }
  }
}

extension [Document.Inline] {
  /// The text without its formatting: a link as its text, code as the code.
  package var plainText: String {
    map { inline in
      switch inline {
      case .text(let text), .code(let text): text
      case .emphasis(let text), .strong(let text), .link(let text, _): text.plainText
      }
    }.joined()
  }
}
