import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// Returns one table per release and section, rows handlers, columns app states.
  ///
  /// The layout of the test data of 通知那些事儿(六):更多的注意点; consecutive releases whose
  /// tables are equal share one table unless the builder expands them. A set that implements
  /// callbacks a release does not call has no row there when it behaves as the callbacks it does
  /// call, whose row shows it (``Folding``); the table's remark says which callbacks.
  func byOSSections() -> [TablePage.Section] {
    let columns = stateHeadings
    let handlers = handlers
    let rowHeadings = handlers.map(handlerHeading)
    return sections { section in
      let folding = folding(in: section)
      let keys = handlers.map { merging(section, $0, at: Self.handlerPositions) }
      let rowCells = keys.map { key in
        space.choices[Self.statePosition].map { state in
          shownCells(stateKey(key, state), folding: folding)
        }
      }
      return releaseRuns { release in
        rowCells.map { $0.map { $0.identities[release] } }
      }.map { run in
        let versions = versions(run)
        let heading = versionsHeading(versions)
        return TableView(
          id: "\(contextID(section))_ios\(heading.key)", title: "iOS " + heading.label,
          caption: "iOS \(heading.label) — " + context(section),
          corner: text(.cornerCallbacks), columns: columns,
          rows: zip(rowHeadings, rowCells).filter { _, cells in
            cells.contains { $0.identities[run.lowerBound].isPresent }
          }.map { heading, cells in
            TableView.Row(heading: heading, cells: cells.map { $0.cells[run.lowerBound] })
          },
          facets: Facets(versions: versions, key: section, positions: sectionPositions),
          remark: foldedRowsRemark(
            versions, release: run.lowerBound, keys: keys, folding: folding))
      }.filter { !$0.rows.isEmpty }
    }
  }
}
