extension String {
  /// The most Unicode scalars of a value that a message echoes before cutting it short: room
  /// for a whole header line (about 100), and a bound however long the value is.
  static let messageValueLimit = 120

  /// The string in double quotes for an error message, escaped as ``messageEscaped`` and cut to
  /// ``messageValueLimit`` Unicode scalars with an ellipsis, so that a diagnostic stays one
  /// short line, shown as it is stored, whatever it quotes.
  ///
  /// Every message that echoes a value from a file or the command line quotes it through here.
  package var messageQuoted: String { "\"" + messageEscaped(limit: Self.messageValueLimit) + "\"" }

  /// The string with every character a terminal would act on instead of showing spelled as
  /// Swift writes it, uncut: the one escaping for text that reaches a terminal or a CI log.
  ///
  /// Control characters (C0, DEL and C1, U+0080–U+009F), line and paragraph separators and
  /// bidirectional controls (such as U+202E) become `\t`, `\n`, `\r`, `\0` or `\u{HEX}`, so that
  /// a value from a file can neither move the cursor, start an escape sequence, break a line
  /// nor reorder the rest of it. Nothing else changes, so escaping twice changes nothing more.
  package var messageEscaped: String { messageEscaped(limit: nil) }

  private func messageEscaped(limit: Int?) -> String {
    // Nearly every value is plain: return it without building a copy.
    if limit.map({ unicodeScalars.count <= $0 }) ?? true,
      !unicodeScalars.contains(where: Self.needsEscape)
    {
      return self
    }
    var result = ""
    var count = 0
    for scalar in unicodeScalars {
      if let limit, count >= limit {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where Self.needsEscape(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The string with every character ``messageEscaped`` spells out spelled the same way but
  /// tab, line feed and carriage return, which a page's writer lays out itself: for text that
  /// reaches a Markdown or HTML page (`App\u{1B}[31m`, `\u{202E}`).
  @usableFromInline
  package var controlsSpelledOut: String {
    var result = ""
    for scalar in unicodeScalars {
      if Self.needsEscape(scalar) && !["\t", "\n", "\r"].contains(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a terminal would act on a scalar instead of showing it.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: scalar.properties.isBidiControl
    }
  }
}
