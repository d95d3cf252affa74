extension String {
  /// The string as one TSV field: backslash, tab, newline and carriage return as `\\`, `\t`,
  /// `\n` and `\r`.
  package var tsvEscaped: String {
    // Bytes, not Characters: this runs for every cell of every exported row.
    guard containsUTF8Byte(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
      return self
    }
    // Scalars, not Characters: "\r\n" is one Character, and a backslash can carry a combining
    // mark, so neither would match below.
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\".unicodeScalars
      case "\t": result += "\\t".unicodeScalars
      case "\n": result += "\\n".unicodeScalars
      case "\r": result += "\\r".unicodeScalars
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The field's text with `tsvEscaped` undone, or `nil` when an escape is unknown or cut short.
  package var tsvUnescaped: String? {
    guard utf8.contains(0x5C) else { return self }
    var result = String.UnicodeScalarView()
    var iterator = unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      switch iterator.next() {
      case "\\": result.append("\\")
      case "t": result.append("\t")
      case "n": result.append("\n")
      case "r": result.append("\r")
      default: return nil
      }
    }
    return String(result)
  }
}
