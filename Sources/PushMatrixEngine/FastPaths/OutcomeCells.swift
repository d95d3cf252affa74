/// The long table's outcome cells of the engine's outcomes, worked out once per outcome number
/// (``Router/outcomeNumber(_:)``): comparisons route hundreds of thousands of scenarios to a few
/// hundred distinct outcomes, and compare numbers before cells.
package struct OutcomeCells {
  /// The engine whose numbers these are.
  let router: Router
  private var cellsOfNumber: [Int: [String]] = [:]

  package init(router: Router) { self.router = router }

  /// Returns the cells of the outcome with a number.
  package mutating func cells(_ number: Int) -> [String] {
    if let cells = cellsOfNumber[number] { return cells }
    let cells = LongTable.outcomeCells(router.outcome(numbered: number))
    cellsOfNumber[number] = cells
    return cells
  }
}
