extension ViewBuilder {
  /// Returns one table per payload and callback set, rows app states, columns iOS epochs.
  ///
  /// The layout of How to handle remote notification with background mode enabled, which splits
  /// iOS at 10. The epochs here are derived from the engine, not taken from DOMAIN.md's list: a
  /// new epoch starts at each release where the engine's banner, arrival or tap changes for any
  /// scenario of the page, so every table of a page shares its columns. A cell gathers the
  /// notes and observations of every release in its epoch.
  func byPayloadSections() -> [TablePage.Section] {
    let epochs = releaseRuns { release in contents.outcomes(onRelease: release) }
    let columns = epochs.map { versionsHeading(versions($0)) }
    return sectionsByPayloadAndMode { payload, mode in
      handlers.map { callbacks, presentation in
        let handler = handlerHeading(callbacks, presentation)
        let rows = space.states.map { state in
          TableView.Row(
            heading: stateHeading(state),
            cells: cells(
              state: state, callbacks: callbacks, payload: payload, presentation: presentation,
              backgroundMode: mode, runs: epochs))
        }
        return TableView(
          id: "\(payload)_\(mode)_\(handler.key)", title: handler.label,
          caption: handler.label + " — " + context(payload, mode), corner: text(.cornerState),
          columns: columns, rows: rows,
          facets: Facets(
            callbacks: callbacks, presentation: presentation, payload: payload,
            backgroundMode: mode))
      }
    }
  }
}
