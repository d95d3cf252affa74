import PushMatrixIO

/// A format a ``TablePage`` is rendered in, named by its file extension.
public enum PageFormat: String, CaseIterable, Sendable, OutputFormatChoice {
  /// GitHub-flavoured Markdown tables.
  case md
  /// One self-contained HTML page.
  case html
  /// RFC 4180 comma-separated values, one row per table row.
  case csv
  /// A JSON document of the page.
  case json

  /// The format's name on the command line: Markdown pages are `.md` files, but `--format`
  /// reads `markdown` as every command does (and `md`).
  package var outputFormat: OutputFormat {
    switch self {
    case .md: .markdown
    case .html: .html
    case .csv: .csv
    case .json: .json
    }
  }

  /// The renderer of this format.
  public var formatter: any PageFormatter.Type {
    switch self {
    case .md: MarkdownFormatter.self
    case .html: HTMLFormatter.self
    case .csv: CSVFormatter.self
    case .json: JSONFormatter.self
    }
  }

  /// Returns the page in this format.
  public func format(_ page: TablePage, options: RenderOptions = RenderOptions()) -> String {
    formatter.format(page, options: options)
  }

  /// Writes the page in this format, its last table followed by `rows` as they are made.
  ///
  /// See ``PageFormatter/write(_:rows:options:to:)``.
  public func write(
    _ page: TablePage, rows: some Sequence<TableView.Row> = EmptyCollection(),
    options: RenderOptions = RenderOptions(), to sink: some TextSink
  ) {
    formatter.write(page, rows: rows, options: options, to: sink)
  }
}
