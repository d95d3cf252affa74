/// Renders a page as RFC 4180 CSV through ``TableWriter``: one header, then one line per table
/// row.
///
/// A page of several tables stays one rectangle: each line starts with the axis values that
/// identify its table (such as `payload`, `backgroundMode`, `callbacks`), as identifiers so that
/// a spreadsheet can filter by them. The long view has no such columns, so that it is byte for
/// byte what `pushmatrix export --format csv` prints. Cells are plain text with notes as
/// ` [slug]`; the notes' texts are in the Markdown, HTML and JSON forms of the page.
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

  /// Returns the header's cells; every table of a page has the same columns as the first.
  public static func columns(_ page: TablePage) -> [String] {
    let first = page.tables.first
    return keyColumns(page) + [first?.corner ?? ""]
      + (first?.columns.map(\.label) ?? [])
  }

  /// Returns the rows' cells as plain text, before CSV escaping, made as they are read.
  ///
  /// - Parameters:
  ///   - page: the page.
  ///   - more: rows that continue the page's last table.
  /// - Returns: one line's cells per row, its table's key columns first.
  public static func rows(
    _ page: TablePage, followedBy more: some Sequence<TableView.Row> = EmptyCollection()
  ) -> some Sequence<[String]> {
    let keyColumns = keyColumns(page)
    let keys = page.tables.map { table in
      keyColumns.map { value(of: $0, in: table.facets) ?? "" }
    }
    var cells = CellRenderings()
    return zip(page.tables, keys).lazy.flatMap { table, key in table.rows.lazy.map { ($0, key) } }
      .followed(by: more.lazy.map { ($0, keys.last ?? []) })
      .lazy.map { row, key in
        key + [row.heading.label]
          + row.cells.map { cells.rendering(of: $0.runs, render: Run.plainText) }
      }
  }

  /// The columns that tell a page's tables apart: `os` and the axes the first table's facets
  /// name, in column order.
  private static func keyColumns(_ page: TablePage) -> [String] {
    guard page.view != .long, let facets = page.tables.first?.facets else { return [] }
    return Scenario.columns.filter { value(of: $0, in: facets) != nil }
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
