import PushMatrixCompare
import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// Returns the page of what changes under each condition, from the routed space's
  /// ``RoutedSpace/conditionChanges``, or compared now when it has none.
  ///
  /// A section per value of a condition besides its default (the others at theirs, see
  /// ``ConditionComparison``), a table per group of the section's cells that differ from the
  /// default conditions' cells in the same way, and in it a row per box of cells
  /// (``ChangeBox``), or per box and release when expanding.
  func conditionsPage() -> TablePage {
    let changes = routed.conditionChanges ?? ConditionChanges(space, router: routed.router)
    let sections = changes.sections.map { section in
      TablePage.Section(
        title: conditionTitle(section.condition),
        tables: section.groups.enumerated().map { index, group in
          conditionTable(group, number: index + 1, under: section.condition)
        })
    }
    return page(.conditions, sections: sections, notes: changes.notes)
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
      ConditionChanges.conditionPositions.map { label($0, AxisRegistry.axes[$0].defaultOrdinal!) },
      language)
  }

  /// Returns the table of one group of a condition's changed cells.
  ///
  /// - Parameters:
  ///   - group: the cells that change in the same way.
  ///   - number: the group's place in its section, from 1, for the table's identifier.
  ///   - condition: the section's condition.
  /// - Returns: the table: its title says what changes, its caption where; a row per box.
  private func conditionTable(
    _ group: ConditionChanges.Group, number: Int, under condition: Facets.Value
  ) -> TableView {
    let positions = ConditionChanges.scenarioPositions
    let boxes = expand ? group.boxes.flatMap(\.releasesApart) : group.boxes
    let rows = boxes.map { box in
      let versions = box.releases.map { space.versions[$0] }
      var key = ScenarioKey.first
      var named: [Int] = []
      for (index, position) in positions.enumerated() where box.values[index].count == 1 {
        key.setOrdinal(box.values[index][0], at: position)
        named.append(position)
      }
      var heading = versionsHeading(versions)
      heading.facets = Facets(versions: versions, key: key, positions: named)
      return TableView.Row(
        heading: heading,
        cells: zip(positions, box.values).map { position, ordinals in
          TableView.Cell(text: values(ordinals, at: position, on: versions))
        } + [TableView.Cell(runs: deciders(box), outcome: nil, observations: [])])
    }
    return TableView(
      id: "\(condition.axis.id)-\(condition.identifier)-\(number)",
      title: transition(group.differences),
      caption: "\(conditionTitle(condition)) — "
        + "\(text(.changedCells, group.cellCount.digitsGrouped)) · "
        + text(.changeLocation, group.location),
      corner: "iOS",
      columns: positions.map { position in
        let axis = AxisRegistry.axes[position]
        return TableView.Heading(key: axis.id, label: axis.title.text(language))
      } + [TableView.Heading(key: "decidedBy", label: text(.decidedBy))],
      rows: rows,
      facets: Facets(key: group.conditions, positions: ConditionChanges.conditionPositions))
  }

  /// Returns values of an axis as a row shows them: `any` for every value the axis has on the
  /// releases, `⊇ fetchReceive` for every callback set that holds some callbacks, else their
  /// identifiers.
  private func values(_ ordinals: [Int], at position: Int, on versions: [OSVersion]) -> String {
    let axis = AxisRegistry.axes[position]
    if ordinals.count > 1 {
      if LocationSummary.takesEvery(ordinals, of: axis, on: versions) { return text(.any) }
      if position == AxisRegistry.position(of: CallbackSet.self),
        let common = LocationSummary.commonCallbacks(
          of: ordinals.map { CallbackSet.axis.values[$0] })
      {
        return "⊇ \(common)"
      }
    }
    return ordinals.map { axis.identifiers[$0] }.joined(separator: ", ")
  }

  /// Returns what a condition brings to a box's cells, as its row shows it, a line each: each
  /// rule and quirk after the basis it declares, then `note` and the notes.
  private func deciders(_ box: ChangeBox) -> [Run] {
    var lines: [[Run]] = box.rules.map { id in
      let basis = routed.router.decider(id).map { Run.text(text(Phrase.label($0.basis))) }
      return [basis, .footnote(id)].compactMap { $0 }
    }
    if !box.notes.isEmpty { lines.append([.text(text(.kindNote))] + box.notes.map(Run.footnote)) }
    return Array(lines.joined(separator: [.lineBreak]))
  }

  /// Returns what changes, such as
  /// `tap: launch>didReceiveResponse → launch>sceneConnect>didReceiveResponse`: each column in
  /// the builder's language, with its value before and after; that the outcome stays the same
  /// when no column but the rule, basis and notes changes.
  func transition(_ differences: [(column: String, old: String, new: String)]) -> String {
    guard !differences.isEmpty else { return text(.sameOutcome) }
    return differences.map { column, old, new in
      let declared = OutcomeColumns.named(column)
      // A flag reads yes or no in the page's language, a basis as the legend names it.
      let value = { (cell: String) in
        if declared?.values == .flag { return self.text(cell == "yes" ? .yes : .no) }
        guard column == OutcomeColumns.basis.id else { return cell }
        return Basis(rawValue: cell).map { self.text(Phrase.label($0)) } ?? cell
      }
      let name = declared?.label.text(language) ?? column
      return "\(name): \(value(old)) → \(value(new))"
    }.joined(separator: " · ")
  }

  /// The legend of the conditions page: how to read a table, the conditions and their values,
  /// the app states and the callbacks.
  var conditionsLegend: [TablePage.LegendGroup] {
    let reading: [Phrase] = [.legendChange, .legendNoCall, .legendChangeRange, .legendDecidedBy]
    let conditions = ConditionChanges.conditionPositions.map { position in
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
