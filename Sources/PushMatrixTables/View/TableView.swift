import PushMatrixModel

/// One table: a caption, column headings, rows with a heading each, and cells.
public struct TableView: Sendable, Hashable {
  /// A stable identifier built from axis identifiers, used for anchors and by other tools.
  public var id: String
  /// The short title shown above the table.
  public var title: String
  /// The full context of the table, so that it reads on its own.
  public var caption: String
  /// The heading of the row-heading column.
  public var corner: String
  public var columns: [Heading]
  public var rows: [Row]
  /// What the whole table is about, for filters.
  public var facets: Facets
  /// A remark on the whole table, such as which callbacks its releases do not call; empty when
  /// there is none.
  public var remark: [Run] = []
}
