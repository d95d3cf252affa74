import PushMatrixModel

/// One table: a caption, column headings, rows with a heading each, and cells.
package struct TableView: Sendable, Hashable {
  /// A stable identifier built from axis identifiers, used for anchors and by other tools.
  package var id: String
  /// The short title shown above the table.
  package var title: String
  /// The full context of the table, so that it reads on its own.
  package var caption: String
  /// The heading of the row-heading column.
  package var corner: String
  package var columns: [Heading]
  package var rows: [Row]
  /// What the whole table is about, for filters.
  package var facets: Facets
  /// A remark on the whole table, such as which callbacks its releases do not call; empty when
  /// there is none.
  package var remark: [Run] = []
}
