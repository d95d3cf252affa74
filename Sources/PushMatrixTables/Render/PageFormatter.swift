import PushMatrixIO

/// A renderer of pages in one format, which writes a page to a sink as it goes.
///
/// Writing is the one rendering path of each format: ``format(_:options:)`` collects what it
/// writes, and the long view, a row per scenario, streams its rows through the same code as
/// they are made, so that a page of any length takes little memory.
public protocol PageFormatter {
  /// Writes a page whose last table's rows are its own followed by `rows`.
  ///
  /// - Parameters:
  ///   - page: the page.
  ///   - rows: rows that continue the page's last table, made as they are written, such as
  ///     ``ViewBuilder/longRows()``; read once for every place the page's template lays out the
  ///     tables. The page must have a table when they are not empty.
  ///   - options: the templates, the generated line and the CSV flavour.
  ///   - sink: where the text goes, in blocks.
  static func write(
    _ page: TablePage, rows: some Sequence<TableView.Row>, options: RenderOptions,
    to sink: some TextSink)
}

extension PageFormatter {
  /// Returns the page in this format.
  public static func format(_ page: TablePage, options: RenderOptions) -> String {
    let sink = StringSink()
    write(page, rows: EmptyCollection(), options: options, to: sink)
    return sink.text
  }
}
