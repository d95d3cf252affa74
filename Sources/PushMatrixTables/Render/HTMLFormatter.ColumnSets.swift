extension HTMLFormatter {
  /// The distinct rows of column headings of a page's tables, each named by a class, and the
  /// style that gives every cell its column's heading as the custom property `--label`.
  ///
  /// On a phone, page.css lays a table out as one card per row, each cell after its column's
  /// heading. The headings come from this style, a rule per column of each distinct row of
  /// headings, rather than from an attribute on each of a page's thousands of cells.
  struct ColumnSets {
    /// Each distinct row of headings, by its number from 1 in page order.
    private let numbers: [[String]: Int]
    /// The rules, after a line feed; empty for a page without tables.
    let style: String

    /// Collects the rows of headings of a page's tables.
    init(_ page: TablePage) {
      var numbers: [[String]: Int] = [:]
      var lines: [String] = []
      for table in page.tables {
        let labels = table.columns.map(\.label)
        guard numbers[labels] == nil else { continue }
        let number = numbers.count + 1
        numbers[labels] = number
        for (position, label) in labels.enumerated() {
          // The row's heading is its first child, so the columns' cells start at the second.
          lines.append(
            ".columns-\(number) td:nth-child(\(position + 2)) { --label: \(label.cssString); }")
        }
      }
      self.numbers = numbers
      style =
        lines.isEmpty
        ? ""
        : "\n/* Each column's heading, which page.css shows before its cells on a phone. */\n"
          + lines.joined(separator: "\n") + "\n"
    }

    /// Returns the class of a table's row of headings, such as `columns-1`.
    func className(of table: TableView) -> String {
      "columns-\(numbers[table.columns.map(\.label)] ?? 0)"
    }
  }
}
