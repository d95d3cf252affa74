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

  /// Returns the changes from `old` to `new`, in key order, as ``changes(from:to:)`` does for
  /// the same rows by key, found by walking the two lists side by side instead of hashing every
  /// key twice: a golden's tens of thousands of rows are compared in `generate` and `check`
  /// whenever its bytes differ.
  ///
  /// - Parameters:
  ///   - old: the rows as checked in, ascending by key, each key once.
  ///   - new: the rows the engine gives now, ascending by key, each key once.
  /// - Returns: the changed, added and removed rows, each classified.
  package static func changes(
    fromAscending old: [(key: Scenario, cells: [String])],
    toAscending new: [(key: Scenario, cells: [String])]
  ) -> [CellChange] {
    var changes: [CellChange] = []
    var (oldIndex, newIndex) = (old.startIndex, new.startIndex)
    while oldIndex < old.endIndex || newIndex < new.endIndex {
      if newIndex == new.endIndex
        || (oldIndex < old.endIndex && old[oldIndex].key < new[newIndex].key)
      {
        changes.append(CellChange(key: old[oldIndex].key, old: old[oldIndex].cells, new: nil))
        oldIndex += 1
      } else if oldIndex == old.endIndex || new[newIndex].key < old[oldIndex].key {
        changes.append(CellChange(key: new[newIndex].key, old: nil, new: new[newIndex].cells))
        newIndex += 1
      } else {
        if old[oldIndex].cells != new[newIndex].cells {
          changes.append(
            CellChange(key: new[newIndex].key, old: old[oldIndex].cells, new: new[newIndex].cells))
        }
        oldIndex += 1
        newIndex += 1
      }
    }
    return changes
  }

  /// Returns the rows of a golden table ascending by key, for ``changes(fromAscending:toAscending:)``:
  /// as they are when the file is in canonical order, else sorted.
  package static func ascendingCells(of table: GoldenTable) -> [(key: Scenario, cells: [String])] {
    let rows = table.rows.map { (key: $0.key, cells: $0.outcome) }
    let ascending = zip(rows, rows.dropFirst()).allSatisfy { $0.key < $1.key }
    return ascending ? rows : rows.sorted { $0.key < $1.key }
  }

  /// Returns the outcome cells the engine gives every scenario of a space, by key, each routed
  /// on its own: the reference that ``ascendingCells(of:router:)`` is tested against.
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

  /// Returns the outcome cells the engine gives every scenario of a space, ascending by
  /// scenario, for ``changes(fromAscending:toAscending:)``: each release's scenarios routed in
  /// one call, and each distinct outcome's cells made once.
  package static func ascendingCells(of space: ScenarioSpace, router: Router = .standard)
    -> [(key: Scenario, cells: [String])]
  {
    var cells = OutcomeCells(router: router)
    var rows: [(key: Scenario, cells: [String])] = []
    for (os, keys) in space.releases {
      for (key, number) in zip(keys, router.outcomeNumbers(of: keys, on: os)) {
        rows.append((Scenario(os: os, key: key), cells.cells(Int(number))))
      }
    }
    return rows
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
