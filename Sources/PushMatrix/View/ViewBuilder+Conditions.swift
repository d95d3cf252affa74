extension ViewBuilder {
  /// The registry positions of the condition axes, whose values make the conditions page's
  /// sections and its tables' facets.
  static let conditionPositions = AxisRegistry.axes.indices.filter {
    AxisRegistry.axes[$0].isCondition
  }

  /// The registry positions of every other axis, whose values each row of the conditions page
  /// names.
  static let scenarioPositions = AxisRegistry.axes.indices.filter {
    !AxisRegistry.axes[$0].isCondition
  }

  /// Returns the page of what changes under each condition.
  ///
  /// A section per value of a condition besides its default (the others at theirs, see
  /// ``ConditionComparison``), a table per group of the section's cells that differ from the
  /// default conditions' cells in the same way, and in it a row per scenario and run of
  /// consecutive releases on which the same rules decide the new cell.
  func conditionsPage() -> TablePage {
    var notes: [String: Note] = [:]
    let sections = ConditionComparison.conditions(in: space).map { condition in
      let report = ConditionComparison.report(condition, in: space, router: routed.router)
      return TablePage.Section(
        title: conditionTitle(condition),
        tables: report.groups.enumerated().map { index, group in
          conditionTable(group, number: index + 1, under: condition, notes: &notes)
        })
    }
    return page(.conditions, sections: sections, notes: notes)
  }

  /// Returns the title of a condition's section, such as
  /// `App lifecycle: scene-based (lifecycle=scene)`.
  func conditionTitle(_ condition: Facets.Value) -> String {
    let axis = condition.axis
    return "\(axis.title.text(language)): \(label(condition.position, condition.ordinal)) "
      + "(\(axis.id)=\(condition.identifier))"
  }

  /// The labels of the conditions' defaults, as a list in the builder's language.
  var defaultConditions: String {
    Phrase.list(
      Self.conditionPositions.map { label($0, AxisRegistry.axes[$0].defaultOrdinal!) }, language)
  }

  /// Returns the table of one group of a condition's changed cells.
  ///
  /// - Parameters:
  ///   - group: the cells that change in the same way.
  ///   - number: the group's place in its section, from 1, for the table's identifier.
  ///   - condition: the section's condition.
  ///   - notes: the remarks the rows refer to, by slug, to which the group's are added.
  /// - Returns: the table: its title says what changes, its caption where; a row per scenario
  ///   and run of releases.
  private func conditionTable(
    _ group: ChangeReport.Group, number: Int, under condition: Facets.Value,
    notes: inout [String: Note]
  ) -> TableView {
    let releases = Dictionary(uniqueKeysWithValues: space.versions.enumerated().map { ($1, $0) })
    var changed: [ScenarioKey: Set<Int>] = [:]
    for scenario in group.keys { changed[scenario.key, default: []].insert(releases[scenario.os]!) }
    var rows: [TableView.Row] = []
    for (key, changedReleases) in changed.sorted(by: { $0.key < $1.key }) {
      let outcome = { (release: Int) -> Outcome? in
        changedReleases.contains(release)
          ? routed.outcome(Scenario(os: space.versions[release], key: key)) : nil
      }
      for run in releaseRuns(by: { outcome($0).map(deciders) }) {
        guard let decided = outcome(run.lowerBound) else { continue }
        for note in decided.notes { notes[note.id] = note }
        let versions = versions(run)
        var heading = versionsHeading(versions)
        heading.facets = Facets(versions: versions, key: key, positions: Self.scenarioPositions)
        rows.append(
          TableView.Row(
            heading: heading,
            cells: Self.scenarioPositions.map {
              TableView.Cell(text: label($0, key.ordinal(at: $0)))
            } + [TableView.Cell(runs: deciders(decided), outcome: nil, observations: [])]))
      }
    }
    let title = conditionTitle(condition)
    return TableView(
      id: "\(condition.axis.id)-\(condition.identifier)-\(number)",
      title: transition(group.differences),
      caption: "\(title) — \(text(.changedCells, group.keys.count.digitsGrouped)) · "
        + text(.changeLocation, group.location),
      corner: "iOS",
      columns: Self.scenarioPositions.map { position in
        let axis = AxisRegistry.axes[position]
        return TableView.Heading(key: axis.id, label: axis.title.text(language))
      } + [TableView.Heading(key: "decidedBy", label: text(.decidedBy))],
      rows: rows,
      facets: Facets(key: group.keys[0].key, positions: Self.conditionPositions))
  }

  /// Returns what decides an outcome, as a cell shows it: each rule and quirk after the basis
  /// it declares, then the outcome's notes.
  private func deciders(_ outcome: Outcome) -> [Run] {
    let ids = [outcome.arrivalRule, outcome.tapRule, outcome.quirk].compactMap { $0 }
    var runs: [Run] = []
    for id in ids {
      if !runs.isEmpty { runs.append(.lineBreak) }
      if let basis = routed.router.decider(id)?.basis {
        runs.append(.text(text(Phrase.label(basis))))
      }
      runs.append(.footnote(id))
    }
    return runs + outcome.notes.map { .footnote($0.id) }
  }

  /// Returns what changes, such as
  /// `tap: launch>didReceiveResponse → launch>sceneConnect>didReceiveResponse`: each column in
  /// the builder's language, with its value before and after.
  func transition(_ differences: [(column: String, old: String, new: String)]) -> String {
    differences.map { column, old, new in
      let value = { (cell: String) in
        switch column {
        case "banner", "notificationCenter": self.text(cell == "yes" ? .yes : .no)
        case "basis": Basis(rawValue: cell).map { self.text(Phrase.label($0)) } ?? cell
        default: cell
        }
      }
      let name: String =
        switch column {
        case "banner": text(.banner)
        case "arrival": text(.arrival)
        case "tap": text(.tap)
        case "rule": text(.kindRule)
        case "basis": text(.basis)
        case "quirk": text(.kindQuirk)
        case "notes": text(.kindNote)
        case "notificationCenter": text(.notificationCenter)
        default: column
        }
      return "\(name): \(value(old)) → \(value(new))"
    }.joined(separator: " · ")
  }

  /// The legend of the conditions page: how to read a table, the conditions and their values,
  /// the app states and the callbacks.
  var conditionsLegend: [TablePage.LegendGroup] {
    let reading: [Phrase] = [.legendChange, .legendNoCall, .legendChangeRange, .legendDecidedBy]
    let conditions = Self.conditionPositions.map { position in
      let axis = AxisRegistry.axes[position]
      let values = (0..<axis.count).map { ordinal in
        let since =
          ordinal == axis.defaultOrdinal
          ? text(.conditionDefault)
          : axis.introductions[ordinal].map { text(.conditionFrom, $0.description) }
        return "\(axis.identifiers[ordinal]) · \(label(position, ordinal))"
          + (since.map { " (\($0))" } ?? "")
      }
      return TablePage.LegendGroup.Item(
        term: "\(axis.id) · \(axis.title.text(language))", text: values.joined(separator: "; "))
    }
    return [
      .init(title: nil, items: reading.map { .init(term: nil, text: text($0)) }),
      .init(title: text(.legendConditions), items: conditions), stateLegend, callbackLegend,
    ]
  }
}
