import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// Returns one table per section and handler, rows app states, columns iOS epochs.
  ///
  /// The layout of How to handle remote notification with background mode enabled, which splits
  /// iOS at 10. The epochs are derived from the engine, not taken from DOMAIN.md's list: a table
  /// starts a new epoch at each release where anything one of its cells shows changes (the
  /// engine's answer, a note, an observation), so every cell holds for each release of its
  /// epoch. Each table has its own epochs: cutting every table wherever any cell of the page
  /// changes would repeat most cells a dozen times. Releases that do not call every callback of
  /// the table's set are left out where the set behaves there as the callbacks they do call,
  /// whose table shows them (``Folding``); the table's remark says so.
  func byPayloadSections() -> [TablePage.Section] {
    let states = space.choices[Self.statePosition]
    return sections { section in
      let folding = folding(in: section)
      return handlers.map { handler in
        let heading = handlerHeading(handler)
        let table = merging(section, handler, at: Self.handlerPositions)
        let rowCells = states.map { shownCells(stateKey(table, $0), folding: folding) }
        let epochs = releaseRuns { release in rowCells.map { $0.identities[release] } }.filter {
          run in rowCells.contains { $0.identities[run.lowerBound].isPresent }
        }
        return TableView(
          id: "\(contextID(section))_\(heading.key)", title: heading.label,
          caption: heading.label + " — " + context(section), corner: text(.cornerState),
          columns: epochs.map { versionsHeading(versions($0)) },
          rows: zip(states, rowCells).map { state, cells in
            TableView.Row(
              heading: stateHeading(state), cells: epochs.map { cells.cells[$0.lowerBound] })
          },
          facets: Facets(key: table, positions: Self.handlerPositions + sectionPositions),
          remark: foldedReleasesRemark(table, folding: folding))
      }
    }
  }
}
