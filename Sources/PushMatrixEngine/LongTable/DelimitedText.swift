import PushMatrixIO

/// How a delimited text table spells itself.
///
/// What comes before the header, the text between cells, the line end and each cell's escaping:
/// TSV here; CSV where its escaping is defined.
public struct DelimitedText: Sendable {
  /// Written before the header, such as a byte-order mark.
  public var prefix: String
  /// Written between two cells of a line.
  public var separator: String
  /// Written after each line.
  public var lineEnd: String
  /// Spells a cell.
  public var escape: @Sendable (String) -> String

  public init(
    prefix: String = "", separator: String, lineEnd: String = "\n",
    escape: @escaping @Sendable (String) -> String
  ) {
    self.prefix = prefix
    self.separator = separator
    self.lineEnd = lineEnd
    self.escape = escape
  }

  /// Tab-separated, cells escaped with backslashes (``Swift/String/tsvEscaped``).
  public static let tsv = DelimitedText(separator: "\t") { $0.tsvEscaped }

  /// Appends a whole line to a text: the cells escaped, the separator between them, the line
  /// end after; appended rather than returned, so that a writer reuses one line's capacity.
  public func appendLine(_ cells: [String], to text: inout String) {
    for (index, cell) in cells.enumerated() {
      if index > 0 { text += separator }
      text += escape(cell)
    }
    text += lineEnd
  }

  /// Returns the rest of a line whose first cells are written: each cell escaped after a
  /// separator, then the line end.
  public func rest(of cells: [String]) -> String {
    cells.map { separator + escape($0) }.joined() + lineEnd
  }
}
