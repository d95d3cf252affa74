extension StringProtocol {
  /// The text with its backslash escapes read, as Swift and YAML's double-quoted strings write
  /// them: `\n` and `\t` as a line feed and a tab, any other escaped character as itself; `nil`
  /// when an escape starts with one of `refused`, such as Swift's `\(` of an interpolation.
  func unescapingBackslashes(refusing refused: Set<Character> = []) -> String? {
    var result = ""
    var escaped = false
    for character in self {
      if escaped {
        guard !refused.contains(character) else { return nil }
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
