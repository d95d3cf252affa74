extension String {
  /// The string as a JSON string literal, quotes included.
  package var jsonQuoted: String {
    // Most strings need no escape; scanning their bytes and copying them whole is many times
    // faster than rebuilding them a scalar at a time. 0xE2 leads U+2028 and U+2029.
    guard utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) else {
      return "\"" + self + "\""
    }
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
