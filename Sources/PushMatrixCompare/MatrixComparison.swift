import PushMatrixEngine
import PushMatrixModel

/// Compares two matrices by key, never by position, and lists the rows that differ.
package enum MatrixComparison {
  /// Returns the changes from `old` to `new`, in key order.
  ///
  /// - Parameters:
  ///   - old: outcome cells by scenario, as checked in.
  ///   - new: outcome cells by scenario, as the engine gives them now.
  /// - Returns: the changed, added and removed rows, each classified.
  package static func changes(from old: [Scenario: [String]], to new: [Scenario: [String]])
    -> [CellChange]
  {
    var changes: [CellChange] = []
    for (key, cells) in new where old[key] != cells {
      changes.append(CellChange(key: key, old: old[key], new: cells))
    }
    for (key, cells) in old where new[key] == nil {
      changes.append(CellChange(key: key, old: cells, new: nil))
    }
    return changes.sorted { $0.key < $1.key }
  }

  /// Returns the outcome cells of every row of a golden table, by key.
  package static func cells(of table: GoldenTable) -> [Scenario: [String]] {
    Dictionary(table.rows.map { ($0.key, $0.outcome) }) { first, _ in first }
  }

  /// Returns the outcome cells the engine gives every scenario of a space, by key.
  package static func cells(of space: ScenarioSpace, router: Router = .standard)
    -> [Scenario: [String]]
  {
    var cells: [Scenario: [String]] = [:]
    cells.reserveCapacity(space.count)
    for scenario in space {
      cells[scenario] = LongTable.outcomeCells(router.route(scenario))
    }
    return cells
  }

  /// Returns the changes of every scenario of a space from the scenario it is set against, in
  /// key order: the engine's answer for the counterpart is the old side, its answer for the
  /// scenario the new one.
  ///
  /// - Parameters:
  ///   - space: the scenarios, each the key of its change.
  ///   - counterpart: the scenario a scenario of the space is set against, such as the same one
  ///     under another condition.
  ///   - router: the engine.
  /// - Returns: the changed rows, each classified; none is added or removed.
  package static func changes(
    in space: ScenarioSpace, from counterpart: (Scenario) -> Scenario,
    router: Router = .standard
  ) -> [CellChange] {
    var changes = OutcomeChanges(router: router)
    return space.compactMap { scenario in
      let new = router.outcomeNumber(scenario)
      let old = router.outcomeNumber(counterpart(scenario))
      // Equal outcomes have equal numbers and cells: only the others are written out.
      guard new != old else { return nil }
      return changes.change(of: scenario, from: old, to: new)
    }
  }
}
