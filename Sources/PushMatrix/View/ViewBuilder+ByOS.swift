extension ViewBuilder {
  /// Returns one table per release and payload, rows callback sets, columns app states.
  ///
  /// The layout of the test data of 通知那些事儿(六):更多的注意点; consecutive releases whose
  /// tables are equal share one table unless the builder expands them.
  func byOSSections() -> [TablePage.Section] {
    let columns = stateHeadings
    let rowHeadings = handlers.map(handlerHeading)
    return sectionsByPayloadAndMode { payload, mode in
      let rowCells = handlers.map { callbacks, presentation in
        space.states.map { state in
          cellsOnEveryRelease(
            state: state, callbacks: callbacks, payload: payload, presentation: presentation,
            backgroundMode: mode)
        }
      }
      return releaseRuns { release in
        rowCells.map { $0.map { $0.numbers[release] } }
      }.map { run in
        let versions = versions(run)
        let heading = versionsHeading(versions)
        return TableView(
          id: "\(payload)_\(mode)_ios\(heading.key)", title: "iOS " + heading.label,
          caption: "iOS \(heading.label) — " + context(payload, mode),
          corner: text(.cornerCallbacks), columns: columns,
          rows: zip(rowHeadings, rowCells).map { heading, cells in
            TableView.Row(heading: heading, cells: cells.map { $0.cells[run.lowerBound] })
          },
          facets: Facets(versions: versions, payload: payload, backgroundMode: mode))
      }
    }
  }
}
