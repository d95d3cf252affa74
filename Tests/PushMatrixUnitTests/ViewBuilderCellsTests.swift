import Testing

@testable import PushMatrix

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

  /// Returns the cells the builder looks up for a scenario on runs of releases.
  static func cells(_ scenario: Scenario, runs: [Range<Int>]) -> [TableView.Cell] {
    builder.cells(scenario.key, runs: runs)
  }

  /// Returns a scenario on each of the releases of a run.
  static func scenarios(_ scenario: Scenario, on run: Range<Int>) -> [Scenario] {
    run.map {
      var onRelease = scenario
      onRelease.os = builder.space.versions[$0]
      return onRelease
    }
  }

  @Test("a cell looked up by its content is the cell built from its scenario, and so is its number")
  func cellsOnEveryRelease() {
    for scenario in Self.firstRelease {
      let row = Self.builder.cellsOnEveryRelease(scenario.key)
      for release in Self.builder.space.versions.indices {
        let built = Self.builder.cell(Self.scenarios(scenario, on: release..<release + 1))
        #expect(
          row.cells[release] == built, "\(Self.scenarios(scenario, on: release..<release + 1))")
        if release > 0 {
          let sameNumber = row.numbers[release] == row.numbers[release - 1]
          #expect(sameNumber == (row.cells[release] == row.cells[release - 1]))
        }
      }
    }
  }

  @Test("a cell of a run of releases is the cell built from the run's scenarios")
  func cellsOfRuns() {
    let count = Self.builder.space.versions.count
    let runs = [0..<count] + stride(from: 0, to: count, by: 4).map { $0..<min($0 + 4, count) }
    for scenario in Self.firstRelease {
      for (run, cell) in zip(runs, Self.cells(scenario, runs: runs)) {
        #expect(cell == Self.builder.cell(Self.scenarios(scenario, on: run)), "\(scenario) \(run)")
      }
    }
  }
}
