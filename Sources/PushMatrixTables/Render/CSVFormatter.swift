import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// Renders a page as RFC 4180 CSV through ``TableWriter``: one header, then one line per table
/// row.
///
/// A page of several tables stays one rectangle: each line starts with the axis values that
/// identify its table (such as `payload`, `backgroundMode`, `callbacks`), as identifiers so that
/// a spreadsheet can filter by them, and then, where those values leave tables alike, the table's
/// title (the conditions page, whose tables are the ways a condition changes the cells). A page
/// whose tables have columns of their own (by-payload,
/// whose epochs each table cuts for itself) is written a column per line instead: the column's
/// releases join the identifying values as `os`, and the row headings, the same in every table,
/// become the columns. The long view has no identifying columns, so that it is byte for byte
/// what `pushmatrix export --format csv` prints. Cells are plain text with notes as ` [slug]`;
/// the notes' texts are in the Markdown, HTML and JSON forms of the page.
public enum CSVFormatter: PageFormatter {
  /// Writes the page as CSV, a row at a time.
  public static func write(
    _ page: TablePage, rows: some Sequence<TableView.Row>, options: RenderOptions,
    to sink: some TextSink
  ) {
    TableWriter.write(
      self.rows(page, followedBy: rows), columns: columns(page), as: .csv, excel: options.excel,
      to: sink)
  }

  /// Returns the header's cells: every table of a page has the same columns as the first, or,
  /// written a column per line, the same row headings.
  ///
  /// A column that tables label each in their own way (the service-extension page's values,
  /// labelled by the axis each table varies) is headed by its key.
  public static func columns(_ page: TablePage) -> [String] {
    let first = page.tables.first
    if isTransposed(page) { return keyColumns(page) + (first?.rows.map(\.heading.label) ?? []) }
    let columns = (first?.columns ?? []).enumerated().map { index, column in
      page.tables.allSatisfy { $0.columns[index].label == column.label } ? column.label : column.key
    }
    return keyColumns(page) + [first?.corner ?? ""] + columns
  }

  /// Returns the rows' cells as plain text, before CSV escaping, made as they are read.
  ///
  /// - Parameters:
  ///   - page: the page.
  ///   - more: rows that continue the page's last table.
  /// - Returns: one line's cells per row, its table's key columns first.
  public static func rows(
    _ page: TablePage, followedBy more: some Sequence<TableView.Row> = EmptyCollection()
  ) -> AnySequence<[String]> {
    let keyColumns = keyColumns(page)
    var cells = CellRenderings()
    if isTransposed(page) {
      // Tables with columns of their own are the table views', never continued by more rows.
      return AnySequence(
        page.tables.flatMap { table in
          table.columns.indices.map { index in
            let facets = [table.facets, table.columns[index].facets]
            return keyColumns.map { column in
              facets.lazy.compactMap { value(of: column, in: $0) }.first ?? ""
            } + table.rows.map { cells.rendering(of: $0.cells[index], render: Run.plainText) }
          }
        })
    }
    let keys = page.tables.map { table in
      keyColumns.map { $0 == titleColumn ? table.title : value(of: $0, in: table.facets) ?? "" }
    }
    return AnySequence(
      zip(page.tables, keys).lazy.flatMap { table, key in table.rows.lazy.map { ($0, key) } }
        .followed(by: more.lazy.map { ($0, keys.last ?? []) })
        .lazy.map { row, key in
          key + [row.heading.label]
            + row.cells.map { cells.rendering(of: $0, render: Run.plainText) }
        })
  }

  /// Whether the page is written a column per line: its tables do not all share their columns.
  private static func isTransposed(_ page: TablePage) -> Bool {
    let columns = page.tables.first?.columns.map(\.key)
    return page.tables.contains { $0.columns.map(\.key) != columns }
  }

  /// The key column of a table's title.
  static let titleColumn = "table"

  /// The columns that tell a page's tables apart, in column order: `os` and the axes the first
  /// table's facets name, and those its first column's facets name when the page is written a
  /// column per line; then ``titleColumn`` when two tables of a page written a row per line have
  /// the same values in those.
  private static func keyColumns(_ page: TablePage) -> [String] {
    guard page.view != .long, let first = page.tables.first else { return [] }
    let transposed = isTransposed(page)
    let facets = [first.facets] + (transposed ? first.columns.prefix(1).map(\.facets) : [])
    let axes = Scenario.columns.filter { column in
      facets.contains { value(of: column, in: $0) != nil }
    }
    let keys = Set(page.tables.map { table in axes.map { value(of: $0, in: table.facets) } })
    return !transposed && keys.count < page.tables.count ? axes + [titleColumn] : axes
  }

  /// Returns the value facets give a column: releases as a range, an axis as its identifier.
  private static func value(of column: String, in facets: Facets) -> String? {
    guard column == OSVersion.axisID else {
      return AxisRegistry.position(ofID: column).flatMap(facets.identifier(of:))
    }
    guard let first = facets.versions.first, let last = facets.versions.last else { return nil }
    return first == last ? first.description : "\(first)-\(last)"
  }
}
