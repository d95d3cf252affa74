import PushMatrixTables

extension AppReportRenderer {
  /// The distinct rows of column headings of an app page's tables, each named by a class, and
  /// the style that gives each cell its column's heading as `--label`, which the docs pages'
  /// style sheet shows before the cell when a phone lays a row out as a card.
  struct ColumnLabels {
    /// Each distinct row of headings, by its number from 1 in page order.
    private let numbers: [[String]: Int]
    /// The rules, after a line feed; empty for a page without tables.
    let style: String

    /// Collects the rows of headings of a page's tables.
    init(_ tables: [AppReportLayout.Table]) {
      var numbers: [[String]: Int] = [:]
      var lines: [String] = []
      for table in tables where numbers[table.columns] == nil {
        let number = numbers.count + 1
        numbers[table.columns] = number
        // The first column holds the rows' headings, shown as the card's title.
        for (position, label) in table.columns.enumerated().dropFirst() {
          lines.append(
            ".app-columns-\(number) td:nth-child(\(position + 1)) { --label: \(label.cssString); }")
        }
      }
      self.numbers = numbers
      style =
        lines.isEmpty
        ? ""
        : "\n/* Each column's heading, which page.css shows before its cells on a phone. */\n"
          + lines.joined(separator: "\n") + "\n"
    }

    /// Returns the class of a table's row of headings, such as `app-columns-1`.
    func className(of table: AppReportLayout.Table) -> String {
      "app-columns-\(numbers[table.columns] ?? 0)"
    }
  }
}
