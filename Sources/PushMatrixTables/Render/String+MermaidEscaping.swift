extension String {
  /// The string as the text of a Mermaid node or edge label in double quotes, shown literally.
  ///
  /// Mermaid reads `#name;` and `#35;` as entity codes and lays out labels as HTML, so `#`, `"`,
  /// `&`, `<`, `>` and `|` become codes, and a line break (LF, CR or CR LF) becomes `<br/>`.
  package var mermaidEscaped: String {
    var text = ""
    text.reserveCapacity(utf8.count)
    // A Character holds CR LF as one, so each line break is one case.
    for character in self {
      switch character {
      case "#": text += "#35;"
      case "\"": text += "#quot;"
      case "&": text += "#amp;"
      case "<": text += "#lt;"
      case ">": text += "#gt;"
      case "|": text += "#124;"
      case "\r\n", "\n", "\r": text += "<br/>"
      default: text.append(character)
      }
    }
    return text
  }
}
