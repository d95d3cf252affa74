import PushMatrixDocument

extension MarkdownFormatter {
  /// How a page's cells refer to its notes, each a link to the note's anchor.
  ///
  /// A note whose slug is plain (ASCII letters, digits, `.`, `_`, `-`, and unique on the page
  /// ignoring case, as link labels match) is referred to as `[[slug]]`: a reference link
  /// between literal brackets, which a definition after the notes resolves. It takes the bytes
  /// of the escaped `\[slug\]` it replaces, where an inline link would add the anchor to each of
  /// a page's thousands of references. Any other slug gets an inline link.
  ///
  /// The references are the page's, whichever part of a page split into files they are in: a
  /// part defines the labels of its own notes, which are all that its cells cite.
  struct References {
    /// What a cell shows for each note, by slug.
    private let texts: [String: String]
    /// The link reference definition of each note referred to by a label, a line each, by slug.
    private let definitions: [String: String]

    /// Makes the references to a page's notes.
    init(_ footnotes: [Footnote]) {
      var labels: [String: Int] = [:]
      for footnote in footnotes where Self.isPlain(footnote.slug) {
        labels[footnote.slug.lowercased(), default: 0] += 1
      }
      var texts: [String: String] = [:]
      var definitions: [String: String] = [:]
      for footnote in footnotes {
        let label = footnote.slug.markdownEscaped
        let destination = "#" + Footnote.anchor(footnote.slug).markdownLinkDestination
        if Self.isPlain(footnote.slug) && labels[footnote.slug.lowercased()] == 1 {
          texts[footnote.slug] = "[[\(label)]]"
          definitions[footnote.slug] = "[\(label)]: \(destination)"
        } else {
          texts[footnote.slug] = "[\\[\(label)\\]](\(destination))"
        }
      }
      self.texts = texts
      self.definitions = definitions
    }

    /// Returns the link reference definitions of some of the page's notes, in their order.
    func definitions(of footnotes: [Footnote]) -> [String] {
      footnotes.compactMap { definitions[$0.slug] }
    }

    /// Returns what a cell shows for a note: a link to it, or `[slug]` for a note the page
    /// does not hold.
    func reference(_ slug: String) -> String { texts[slug] ?? "[\(slug)]".markdownEscaped }

    /// Whether a slug is its own anchor's name, and so a label that reads the same in a cell
    /// and in a definition.
    private static func isPlain(_ slug: String) -> Bool {
      !slug.isEmpty && Footnote.anchor(slug) == "note-" + slug
    }
  }
}
