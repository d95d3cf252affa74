import PushMatrixEngine
import PushMatrixIO

/// Writes a table of text cells in one ``TableFormat``, a row at a time, so tables stream.
public struct TableWriter {
  /// The format written.
  public let format: TableFormat
  /// The column names.
  public let columns: [String]
  /// How TSV or CSV spells a line, CSV's for spreadsheet applications when the writer was made
  /// for them; `nil` for JSON.
  private let delimited: DelimitedText?
  private var rowCount = 0
  /// The line being written, kept with its capacity from row to row.
  private var line = ""

  /// Creates a writer.
  public init(format: TableFormat, columns: [String], excel: Bool = false) {
    self.format = format
    self.columns = columns
    delimited = format.delimitedText(excel: excel)
  }

  /// Writes a whole table: header, rows, and closing text.
  public static func write(
    _ rows: some Sequence<[String]>, columns: [String], as format: TableFormat,
    excel: Bool = false, to output: some TextSink
  ) {
    var writer = TableWriter(format: format, columns: columns, excel: excel)
    writer.writeHeader(to: output)
    for row in rows { writer.writeRow(row, to: output) }
    writer.writeEnd(to: output)
  }

  /// Writes what comes before the first row.
  public func writeHeader(to output: some TextSink) {
    guard let delimited else { return output.write("[") }
    var header = delimited.prefix
    delimited.appendLine(columns, to: &header)
    output.write(header)
  }

  /// Writes one row; it must have one cell per column.
  public mutating func writeRow(_ cells: [String], to output: some TextSink) {
    precondition(cells.count == columns.count, "a row needs \(columns.count) cells")
    if let delimited {
      // Appended to one reused line: joining built each row's text a cell at a time.
      line.removeAll(keepingCapacity: true)
      delimited.appendLine(cells, to: &line)
      output.write(line)
    } else {
      let members = zip(columns, cells).map { "\($0.jsonQuoted): \($1.jsonQuoted)" }
      output.write((rowCount == 0 ? "\n  {" : ",\n  {") + members.joined(separator: ", ") + "}")
    }
    rowCount += 1
  }

  /// Writes what comes after the last row.
  public func writeEnd(to output: some TextSink) {
    if format == .json { output.write(rowCount == 0 ? "]\n" : "\n]\n") }
  }
}
