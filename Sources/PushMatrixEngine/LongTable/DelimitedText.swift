import PushMatrixIO

/// How a delimited text table spells itself.
///
/// What comes before the header, the byte between cells, the line end and each cell's escaping:
/// TSV here; CSV where its escaping is defined.
public struct DelimitedText: Sendable {
  /// Written before the header, such as a byte-order mark.
  public var prefix: String
  /// Written between two cells of a line.
  public var separator: UInt8
  /// Written after each line.
  public var lineEnd: String
  /// Spells a cell.
  public var escape: @Sendable (String) -> String

  public init(
    prefix: String = "", separator: UInt8, lineEnd: String = "\n",
    escape: @escaping @Sendable (String) -> String
  ) {
    self.prefix = prefix
    self.separator = separator
    self.lineEnd = lineEnd
    self.escape = escape
  }

  /// Tab-separated, cells escaped with backslashes (``Swift/String/tsvEscaped``).
  public static let tsv = DelimitedText(separator: UInt8(ascii: "\t")) { $0.tsvEscaped }
}
