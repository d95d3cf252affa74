import PushMatrixEngine

/// A machine-readable format for a table of text cells.
public enum TableFormat: String, CaseIterable, Sendable, OutputFormatChoice {
  /// Tab-separated, one header line, cells escaped with backslashes.
  case tsv
  /// RFC 4180 comma-separated, UTF-8, cells neutralised against formulas.
  case csv
  /// An array of objects keyed by column name.
  case json
}

extension TableFormat {
  /// How the format spells a line of cells, when it is delimited text.
  ///
  /// - Parameter excel: whether CSV has a byte-order mark and CRLF line ends, for spreadsheet
  ///   applications.
  /// - Returns: the spelling of TSV or CSV; `nil` for JSON.
  public func delimitedText(excel: Bool = false) -> DelimitedText? {
    switch self {
    case .tsv: .tsv
    case .csv: .csv(excel: excel)
    case .json: nil
    }
  }
}
