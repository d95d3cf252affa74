extension String {
  /// The string as the text of a Mermaid node or edge label in double quotes, shown literally.
  ///
  /// Mermaid reads `#name;` and `#35;` as entity codes and lays out labels as HTML, so `#`, `"`,
  /// `&`, `<`, `>` and `|` become codes, and a line break (LF, CR or CR LF) becomes `<br/>`.
  package var mermaidEscaped: String {
    var text = ""
    text.reserveCapacity(utf8.count)
    for character in self {
      if let code = Self.mermaidCodes[character] {
        text += code
      } else {
        text.append(character)
      }
    }
    return text
  }

  /// What each character Mermaid would read as syntax becomes; a `Character` holds CR LF as one,
  /// so each line break is one entry.
  private static let mermaidCodes: [Character: String] = [
    "#": "#35;", "\"": "#quot;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "|": "#124;",
    "\r\n": "<br/>", "\n": "<br/>", "\r": "<br/>",
  ]
}
