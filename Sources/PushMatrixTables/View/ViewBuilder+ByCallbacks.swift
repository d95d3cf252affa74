import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// Returns one table per handler (callback set and presentation), rows releases, columns app
  /// states.
  ///
  /// The layout of the test tables of 【iOS】測試下遠程推送接收通知的那些方法的調用順序; consecutive
  /// releases whose cells are all equal share one row unless the builder expands them. A release
  /// that does not call every callback of the table's set has no row when the set behaves there
  /// as the callbacks it does call, whose table shows it (``Folding``); the table's remark says so.
  func byCallbacksSections() -> [TablePage.Section] {
    let columns = stateHeadings
    return sections { section in
      let folding = folding(in: section)
      return handlers.map { handler in
        let heading = handlerHeading(handler)
        let table = merging(section, handler, at: Self.handlerPositions)
        let columnCells = space.choices[Self.statePosition].map { state in
          shownCells(stateKey(table, state), folding: folding)
        }
        let rows = releaseRuns { release in
          columnCells.map { $0.identities[release] }
        }.filter { run in
          columnCells.contains { $0.identities[run.lowerBound].isPresent }
        }.map { run in
          TableView.Row(
            heading: versionsHeading(versions(run)),
            cells: columnCells.map { $0.cells[run.lowerBound] })
        }
        return TableView(
          id: "\(contextID(section))_\(heading.key)", title: heading.label,
          caption: heading.label + " — " + context(section), corner: "iOS",
          columns: columns, rows: rows,
          facets: Facets(key: table, positions: Self.handlerPositions + sectionPositions),
          remark: foldedReleasesRemark(table, folding: folding))
      }
    }
  }

  /// Returns a key with the app state of the given ordinal.
  func stateKey(_ key: ScenarioKey, _ state: Int) -> ScenarioKey {
    var key = key
    key.setOrdinal(state, at: Self.statePosition)
    return key
  }
}
