extension Document {
  /// A table: a row of column headings, then rows of cells, each cell inline text.
  package struct Table: Equatable, Sendable {
    /// A cell: inline text, such as a command as code or a list of links.
    package typealias Cell = [Inline]

    /// The columns' headings.
    package var columns: [String]
    /// The rows, each a cell per column.
    package var rows: [[Cell]]
    /// The anchor of the heading that names the table, for formats that label tables; `nil`
    /// for a table that its heading does not name.
    package var labelledBy: String?

    /// Makes a table of cells.
    package init(columns: [String], cells rows: [[Cell]], labelledBy: String? = nil) {
      self.columns = columns
      self.rows = rows
      self.labelledBy = labelledBy
    }

    /// Makes a table of plain-text cells.
    package init(columns: [String], rows: [[String]], labelledBy: String? = nil) {
      self.init(
        columns: columns, cells: rows.map { $0.map { [.text($0)] } }, labelledBy: labelledBy)
    }
  }
}
