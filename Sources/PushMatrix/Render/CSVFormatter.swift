/// Renders a page as RFC 4180 CSV through ``TableWriter``: one header, then one line per table
/// row.
///
/// A page of several tables stays one rectangle: each line starts with the axis values that
/// identify its table (such as `payload`, `backgroundMode`, `callbacks`), as identifiers so that
/// a spreadsheet can filter by them. The long view has no such columns, so that it is byte for
/// byte what `pushmatrix export --format csv` prints. Cells are plain text with notes as
/// ` [slug]`; the notes' texts are in the Markdown, HTML and JSON forms of the page.
public enum CSVFormatter {
  /// Returns the page as CSV.
  public static func format(_ page: TablePage, options: RenderOptions) -> String {
    let output = StringSink()
    TableWriter.write(
      rows(page), columns: columns(page), as: .csv, excel: options.excel, to: output)
    return output.text
  }

  /// Returns the header's cells; every table of a page has the same columns as the first.
  public static func columns(_ page: TablePage) -> [String] {
    let first = page.tables.first
    return keyAxes(page).map(\.rawValue) + [first?.corner ?? ""]
      + (first?.columns.map(\.label) ?? [])
  }

  /// Returns the rows' cells as plain text, before CSV escaping.
  public static func rows(_ page: TablePage) -> [[String]] {
    let axes = keyAxes(page)
    var cells = CellRenderings()
    return page.tables.flatMap { table in
      let key = axes.map { value(of: $0, in: table.facets) ?? "" }
      return table.rows.map { row in
        key + [row.heading.label]
          + row.cells.map { cells.rendering(of: $0.runs, render: Run.plainText) }
      }
    }
  }

  /// The axes that tell a page's tables apart: those the first table's facets name.
  private static func keyAxes(_ page: TablePage) -> [Axis] {
    guard page.view != .long, let facets = page.tables.first?.facets else { return [] }
    return Axis.allCases.filter { value(of: $0, in: facets) != nil }
  }

  private static func value(of axis: Axis, in facets: Facets) -> String? {
    switch axis {
    case .os:
      guard let first = facets.versions.first, let last = facets.versions.last else { return nil }
      return first == last ? first.description : "\(first)-\(last)"
    case .state: return facets.state?.rawValue
    case .callbacks: return facets.callbacks?.description
    case .payload: return facets.payload?.rawValue
    case .presentation: return facets.presentation?.rawValue
    case .backgroundMode: return facets.backgroundMode?.rawValue
    }
  }
}
