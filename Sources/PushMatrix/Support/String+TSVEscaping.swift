extension String {
  /// The string as one TSV field: backslash, tab, newline and carriage return as `\\`, `\t`,
  /// `\n` and `\r`.
  public var tsvEscaped: String {
    // Bytes, not Characters: this runs for every cell of every exported row.
    guard utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
      return self
    }
    var result = ""
    for character in self {
      switch character {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.append(character)
      }
    }
    return result
  }

  /// The field's text with `tsvEscaped` undone, or `nil` when an escape is unknown or cut short.
  public var tsvUnescaped: String? {
    guard utf8.contains(0x5C) else { return self }
    var result = ""
    var iterator = makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "\\": result += "\\"
      case "t": result += "\t"
      case "n": result += "\n"
      case "r": result += "\r"
      default: return nil
      }
    }
    return result
  }
}
