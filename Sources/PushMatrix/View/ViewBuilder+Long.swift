extension ViewBuilder {
  /// Returns the long table: one row per scenario, exactly the cells `pushmatrix export` prints.
  func longSections() -> [TablePage.Section] {
    let columns = LongTable.columns.dropFirst().map {
      TableView.Heading(key: $0, label: $0)
    }
    let rows = space.map { scenario in
      let cells = LongTable.row(scenario, routed.outcome(scenario))
      return TableView.Row(
        heading: TableView.Heading(
          key: cells[0], label: cells[0],
          facets: Facets(
            versions: [scenario.os], key: scenario.key,
            positions: Array(AxisRegistry.axes.indices))),
        cells: cells.dropFirst().map(TableView.Cell.init(text:)))
    }
    let table = TableView(
      id: "long", title: text(.titleLong), caption: text(.introLong),
      corner: LongTable.columns[0], columns: columns, rows: rows, facets: Facets())
    return [TablePage.Section(title: "", tables: [table])]
  }
}
