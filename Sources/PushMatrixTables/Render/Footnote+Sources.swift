import PushMatrixDocument
import PushMatrixEngine
import PushMatrixModel

extension Footnote {
  /// Returns the note's text followed by the sources it cites, in a page's language.
  ///
  /// - Parameters:
  ///   - language: the page's language, for the word that introduces the sources.
  ///   - cite: one source as inline text; by default a link to its address, or its title
  ///     when it has none.
  /// - Returns: the text, then `Sources: ` and the citations joined by `; `, ending in `.`.
  func text(
    in language: Language, cite: (Source) -> Document.Inline = Self.link
  ) -> [Document.Inline] {
    guard !sources.isEmpty else { return [.text(text)] }
    var inlines: [Document.Inline] = [.text(text + " " + Phrase.sources.text(language) + ": ")]
    for (index, source) in sources.enumerated() {
      if index > 0 { inlines.append("; ") }
      inlines.append(cite(source))
    }
    return inlines + ["."]
  }

  /// Returns a source as a link to its address, or as its title when it has none.
  static func link(_ source: Source) -> Document.Inline {
    source.url.map { .link([.text(source.title)], to: $0) } ?? .text(source.title)
  }
}
