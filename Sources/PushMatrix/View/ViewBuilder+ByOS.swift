extension ViewBuilder {
  /// Returns one table per release and payload, rows callback sets, columns app states.
  ///
  /// The layout of the test data of 通知那些事儿(六):更多的注意点; consecutive releases whose
  /// tables are equal share one table unless the builder expands them.
  func byOSSections() -> [TablePage.Section] {
    sectionsByPayloadAndMode { payload, mode in
      let groups = versionGroups { os in
        handlers.map { callbacks, presentation in
          TableView.Row(
            heading: handlerHeading(callbacks, presentation),
            cells: space.states.map { state in
              cell(
                Scenario(
                  os: os, state: state, callbacks: callbacks, payload: payload,
                  presentation: presentation, backgroundMode: mode))
            })
        }
      }
      return groups.map { versions, rows in
        let heading = versionsHeading(versions)
        return TableView(
          id: "\(payload)_\(mode)_ios\(heading.key)", title: "iOS " + heading.label,
          caption: "iOS \(heading.label) — " + context(payload, mode),
          corner: text(.cornerCallbacks), columns: stateHeadings, rows: rows,
          facets: Facets(versions: versions, payload: payload, backgroundMode: mode))
      }
    }
  }
}
