/// The distinct rows of column headings of an HTML page's tables, each named by a class, and the
/// style that gives every cell its column's heading as the custom property `--label`.
///
/// On a phone, page.css lays a table out as one card per row, its row heading as the card's title
/// and each cell after its column's heading. The headings come from this style, a rule per column
/// of each distinct row of headings, rather than from an attribute on each of a page's thousands
/// of cells.
package struct ColumnLabelStyle {
  /// The classes' prefix, such as `columns`.
  private let prefix: String
  /// Each distinct row of headings, by its number from 1 in page order.
  private let numbers: [[String]: Int]
  /// The rules, after a line feed; empty for a page without tables.
  package let style: String

  /// Collects the rows of headings of a page's tables.
  ///
  /// - Parameters:
  ///   - prefix: the classes' prefix: a table's class is the prefix, a hyphen and its number.
  ///   - rows: each table's row of headings, in page order.
  ///   - includeRowHeading: whether each row's first heading is that of the rows' headings,
  ///     the cards' titles, which need no label; otherwise a row lists the cells' columns only.
  package init(prefix: String, rows: [[String]], includeRowHeading: Bool) {
    var numbers: [[String]: Int] = [:]
    var lines: [String] = []
    // A row's heading is its first child, so its cells' columns start at the second.
    let firstCell = includeRowHeading ? 1 : 0
    for row in rows where numbers[row] == nil {
      let number = numbers.count + 1
      numbers[row] = number
      for (position, label) in row.enumerated().dropFirst(firstCell) {
        lines.append(
          ".\(prefix)-\(number) td:nth-child(\(position - firstCell + 2)) "
            + "{ --label: \(label.cssString); }")
      }
    }
    self.prefix = prefix
    self.numbers = numbers
    style =
      lines.isEmpty
      ? ""
      : "\n/* Each column's heading, which page.css shows before its cells on a phone. */\n"
        + lines.joined(separator: "\n") + "\n"
  }

  /// Returns the class of a table by its row of headings, such as `columns-1`.
  package func className(of row: [String]) -> String {
    "\(prefix)-\(numbers[row] ?? 0)"
  }
}
