import PushMatrixEngine
import PushMatrixModel

/// Makes the changes between numbered outcomes of one engine (``Router/outcomeNumber(_:)``),
/// classifying each pair of outcomes once and moving it to every scenario that has the pair: a
/// comparison of a condition or of two releases has tens of thousands of changed scenarios and a
/// few hundred pairs.
package struct OutcomeChanges {
  private var cells: OutcomeCells
  /// Each pair's change, or `nil` when the two outcomes have the same cells.
  private var changeOfOutcomes: [CellChange.Outcomes: CellChange?] = [:]

  package init(router: Router) { cells = OutcomeCells(router: router) }

  /// Returns the change of a scenario from one outcome to another, `nil` when their cells are
  /// the same.
  package mutating func change(of scenario: Scenario, from old: Int, to new: Int) -> CellChange? {
    let outcomes = CellChange.Outcomes(old: old, new: new)
    if let known = changeOfOutcomes[outcomes] { return known?.moved(to: scenario) }
    let (oldCells, newCells) = (cells.cells(old), cells.cells(new))
    let change =
      oldCells == newCells
      ? nil : CellChange(key: scenario, old: oldCells, new: newCells, outcomes: outcomes)
    changeOfOutcomes[outcomes] = change
    return change
  }
}
