/// A format a ``TablePage`` is rendered in, named by its file extension.
public enum PageFormat: String, CaseIterable, Sendable {
  /// GitHub-flavoured Markdown tables.
  case md
  /// One self-contained HTML page.
  case html
  /// RFC 4180 comma-separated values, one row per table row.
  case csv
  /// A JSON document of the page.
  case json

  /// Returns the page in this format.
  public func format(_ page: TablePage, options: RenderOptions = RenderOptions()) -> String {
    switch self {
    case .md: MarkdownFormatter.format(page, options: options)
    case .html: HTMLFormatter.format(page, options: options)
    case .csv: CSVFormatter.format(page, options: options)
    case .json: JSONFormatter.format(page, options: options)
    }
  }
}
