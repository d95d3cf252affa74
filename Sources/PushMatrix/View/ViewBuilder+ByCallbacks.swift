extension ViewBuilder {
  /// Returns one table per callback set and presentation, rows releases, columns app states.
  ///
  /// The layout of the test tables of 【iOS】測試下遠程推送接收通知的那些方法的調用順序; consecutive
  /// releases whose cells are all equal share one row unless the builder expands them.
  func byCallbacksSections() -> [TablePage.Section] {
    let columns = stateHeadings
    return sectionsByPayloadAndMode { payload, mode in
      handlers.map { callbacks, presentation in
        let handler = handlerHeading(callbacks, presentation)
        let columnCells = space.states.map { state in
          cellsOnEveryRelease(
            state: state, callbacks: callbacks, payload: payload, presentation: presentation,
            backgroundMode: mode)
        }
        let rows = releaseRuns { release in
          columnCells.map { $0.numbers[release] }
        }.map { run in
          TableView.Row(
            heading: versionsHeading(versions(run)),
            cells: columnCells.map { $0.cells[run.lowerBound] })
        }
        return TableView(
          id: "\(payload)_\(mode)_\(handler.key)", title: handler.label,
          caption: handler.label + " — " + context(payload, mode), corner: "iOS",
          columns: columns, rows: rows,
          facets: Facets(
            callbacks: callbacks, presentation: presentation, payload: payload,
            backgroundMode: mode))
      }
    }
  }
}
