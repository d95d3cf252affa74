extension ViewBuilder {
  /// Returns one table per callback set and presentation, rows releases, columns app states.
  ///
  /// The layout of the test tables of 【iOS】測試下遠程推送接收通知的那些方法的調用順序; consecutive
  /// releases whose cells are all equal share one row unless the builder expands them.
  func byCallbacksSections() -> [TablePage.Section] {
    sectionsByPayloadAndMode { payload, mode in
      handlers.map { callbacks, presentation in
        let handler = handlerHeading(callbacks, presentation)
        let rows = versionGroups { os in
          space.states.map { state in
            cell(
              Scenario(
                os: os, state: state, callbacks: callbacks, payload: payload,
                presentation: presentation, backgroundMode: mode))
          }
        }.map { TableView.Row(heading: versionsHeading($0.versions), cells: $0.content) }
        return TableView(
          id: "\(payload)_\(mode)_\(handler.key)", title: handler.label,
          caption: handler.label + " — " + context(payload, mode), corner: "iOS",
          columns: stateHeadings, rows: rows,
          facets: Facets(
            callbacks: callbacks, presentation: presentation, payload: payload,
            backgroundMode: mode))
      }
    }
  }
}
