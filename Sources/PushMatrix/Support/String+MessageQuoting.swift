extension String {
  /// The most Unicode scalars of a value that a message echoes before cutting it short: room
  /// for a whole header line (about 100), and a bound however long the value is.
  static let messageValueLimit = 120

  /// The string in double quotes for an error message: control characters and bidirectional
  /// formatting characters escaped, and cut to ``messageValueLimit`` Unicode scalars with an
  /// ellipsis, so that a diagnostic stays one short line, shown as it is stored, whatever it
  /// quotes.
  ///
  /// Every message that echoes a value from a file or the command line quotes it through here.
  public var messageQuoted: String {
    let kept = String(String.UnicodeScalarView(unicodeScalars.prefix(Self.messageValueLimit)))
    let isCut = !unicodeScalars.dropFirst(Self.messageValueLimit).isEmpty
    return "\"" + kept.controlCharactersEscaped + (isCut ? "…" : "") + "\""
  }

  /// The string with control characters and bidirectional formatting characters escaped, so
  /// that text from a file shows as it is stored and cannot drive the terminal.
  public var controlCharactersEscaped: String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar.properties.generalCategory == .control {
        // Swift's own spelling: \t, \n, \r, \0, and \u{1B} for the rest.
        result += String(scalar).debugDescription.dropFirst().dropLast()
      } else if scalar.properties.isBidiControl {
        // An override such as U+202E would reorder the rest of the terminal line.
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
