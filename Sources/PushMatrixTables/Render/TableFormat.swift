/// A machine-readable format for a table of text cells.
public enum TableFormat: String, CaseIterable, Sendable, OutputFormatChoice {
  /// Tab-separated, one header line, cells escaped with backslashes.
  case tsv
  /// RFC 4180 comma-separated, UTF-8, cells neutralised against formulas.
  case csv
  /// An array of objects keyed by column name.
  case json
}
