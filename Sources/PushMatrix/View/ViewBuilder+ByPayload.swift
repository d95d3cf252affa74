extension ViewBuilder {
  /// Returns one table per section and handler, rows app states, columns iOS epochs.
  ///
  /// The layout of How to handle remote notification with background mode enabled, which splits
  /// iOS at 10. The epochs here are derived from the engine, not taken from DOMAIN.md's list: a
  /// new epoch starts at each release where the engine's banner, arrival or tap changes for any
  /// scenario of the page, so every table of a page shares its columns. A cell gathers the
  /// notes and observations of every release in its epoch.
  func byPayloadSections() -> [TablePage.Section] {
    let epochs = releaseRuns { release in contents.outcomes(onRelease: release) }
    let columns = epochs.map { versionsHeading(versions($0)) }
    return sections { section in
      handlers.map { handler in
        let heading = handlerHeading(handler)
        let table = merging(section, handler, at: Self.handlerPositions)
        let rows = space.choices[Self.statePosition].map { state in
          TableView.Row(
            heading: stateHeading(state), cells: cells(stateKey(table, state), runs: epochs))
        }
        return TableView(
          id: "\(contextID(section))_\(heading.key)", title: heading.label,
          caption: heading.label + " — " + context(section), corner: text(.cornerState),
          columns: columns, rows: rows,
          facets: Facets(key: table, positions: Self.handlerPositions + Self.sectionPositions))
      }
    }
  }
}
