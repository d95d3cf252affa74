import PushMatrixEngine
import PushMatrixModel

extension Footnote {
  /// Returns the note's text followed by the sources it cites, in a page's language, as a
  /// format writes them.
  ///
  /// - Parameters:
  ///   - language: the page's language, for the word that introduces the sources.
  ///   - escape: escapes the text around the citations for the format.
  ///   - cite: writes one source, already escaped, such as a link to its address.
  /// - Returns: the text, then `Sources: ` and the citations joined by `; `, ending in `.`.
  func text(
    in language: Language, escape: (String) -> String, cite: (Source) -> String
  ) -> String {
    guard !sources.isEmpty else { return escape(text) }
    return escape(text + " " + Phrase.sources.text(language) + ": ")
      + sources.map(cite).joined(separator: escape("; ")) + escape(".")
  }
}
