import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

extension String {
  /// The string as one RFC 4180 field, neutralised so that spreadsheets never run it.
  ///
  /// A field that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`
  /// (OWASP's advice against CSV injection), except the plain `-` this project uses for "nothing";
  /// a field holding a comma, quote or line break is quoted with its quotes doubled.
  package var csvEscaped: String {
    var field = self
    if let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
      field != CallSequence.nothing
    {
      field = "'" + field
    }
    guard field.containsUTF8Byte(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D })
    else {
      return field
    }
    return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
  }
}

extension DelimitedText {
  /// RFC 4180 comma-separated, cells neutralised against formulas (``Swift/String/csvEscaped``);
  /// for spreadsheet applications, with a byte-order mark and CRLF line ends.
  public static func csv(excel: Bool) -> DelimitedText {
    DelimitedText(
      prefix: excel ? "\u{FEFF}" : "", separator: ",", lineEnd: excel ? "\r\n" : "\n"
    ) { $0.csvEscaped }
  }
}
