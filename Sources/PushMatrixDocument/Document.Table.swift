extension Document {
  /// A table of plain-text cells.
  package struct Table: Equatable, Sendable {
    /// The columns' headings.
    package var columns: [String]
    /// The rows, each a cell per column.
    package var rows: [[String]]
    /// The anchor of the heading that names the table, for formats that label tables; `nil`
    /// for a table that its heading does not name.
    package var labelledBy: String?

    /// Makes a table.
    package init(columns: [String], rows: [[String]], labelledBy: String? = nil) {
      self.columns = columns
      self.rows = rows
      self.labelledBy = labelledBy
    }
  }
}
