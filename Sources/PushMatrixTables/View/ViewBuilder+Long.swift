import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// Returns the long view without its rows: its title, legend and one table of columns, which
  /// ``longRows()`` fills, so that a renderer writes the rows as they are made.
  ///
  /// ``page(_:)`` with ``ViewKind/long`` is this page with every row in its table.
  package func longFrame() -> TablePage {
    page(.long, sections: longSections(rows: []))
  }

  /// Returns the long table's rows, one per scenario in enumeration order, each made as it is
  /// read: exactly the cells `pushmatrix export` prints.
  package func longRows() -> some Sequence<TableView.Row> {
    let routed = routed
    return space.lazy.map { scenario in
      let cells = LongTable.row(scenario, routed.outcome(scenario))
      return TableView.Row(
        heading: TableView.Heading(
          key: cells[0], label: cells[0],
          facets: Facets(
            versions: [scenario.os], key: scenario.key,
            positions: Array(AxisRegistry.axes.indices))),
        cells: cells.dropFirst().map(TableView.Cell.init(text:)))
    }
  }

  /// Returns the long table's one section, with the given rows.
  func longSections(rows: [TableView.Row]) -> [TablePage.Section] {
    let columns = LongTable.columns.dropFirst().map {
      TableView.Heading(key: $0, label: $0)
    }
    let table = TableView(
      id: "long", title: text(.titleLong), caption: text(.introLong),
      corner: LongTable.columns[0], columns: columns, rows: rows, facets: Facets())
    return [TablePage.Section(title: "", tables: [table])]
  }
}
