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

  @Test(
    "a cell looked up by its content is the cell built from its scenario, its identity equal on neighbouring releases exactly when the cells are"
  )
  func cellsOnEveryRelease() {
    for scenario in Self.firstRelease {
      let row = Self.builder.cellsOnEveryRelease(scenario.key)
      for (release, os) in Self.builder.space.versions.enumerated() {
        let onRelease = Scenario(os: os, key: scenario.key)
        #expect(row.cells[release] == Self.builder.cell(onRelease), "\(onRelease)")
        let identity = row.identities[release]
        #expect(identity.isPresent == (row.cells[release] != ViewBuilder.absent))
        // A content's identity stands for the content's cell alone, which writers render once.
        if case .content(let number) = identity {
          #expect(row.cells[release].identity == identity)
          #expect(row.cells[release] == Self.builder.cells[number])
          #expect(row.cells[release].observations.isEmpty)
        } else {
          #expect(row.cells[release].identity == nil)
        }
        if release > 0 {
          let sameIdentity = identity == row.identities[release - 1]
          #expect(sameIdentity == (row.cells[release] == row.cells[release - 1]))
        }
      }
    }
  }

  @Test("a cell whose text changes is a cell of its own, equal by what it shows")
  func changedRunsLoseIdentity() throws {
    var cell = try #require(Self.builder.cells.first { !$0.footnotes.isEmpty })
    let content = cell
    #expect(cell.identity != nil)
    cell.runs.removeAll { if case .footnote = $0 { true } else { false } }
    #expect(cell.identity == nil)
    #expect(cell != content)
    cell.runs = content.runs
    // Equal by what it shows, though it no longer stands for the content.
    #expect(cell == content && cell.identity == nil)
  }
}
