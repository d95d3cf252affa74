import Testing

@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("View cells worded once per content")
struct ViewBuilderCellsTests {
  /// A builder over the default matrix with the package's observations.
  static let builder = ViewBuilder(
    routed: RoutedSpace(.default, ledger: packageLedger), language: .zhHans)

  /// Every scenario of the default space on its first release, in enumeration order.
  static var firstRelease: [Scenario] {
    var space = ScenarioSpace.default
    space.versions = [space.versions[0]]
    return Array(space)
  }

  @Test("a cell looked up by its content is the cell built from its scenario, and so is its number")
  func cellsOnEveryRelease() {
    for scenario in Self.firstRelease {
      let row = Self.builder.cellsOnEveryRelease(scenario.key)
      for (release, os) in Self.builder.space.versions.enumerated() {
        let onRelease = Scenario(os: os, key: scenario.key)
        #expect(row.cells[release] == Self.builder.cell(onRelease), "\(onRelease)")
        if release > 0 {
          let sameNumber = row.numbers[release] == row.numbers[release - 1]
          #expect(sameNumber == (row.cells[release] == row.cells[release - 1]))
        }
      }
    }
  }
}
