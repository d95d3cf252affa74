import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Many observations of one scenario")
struct ManyObservationsTests {
  /// How many observations the test makes: enough that work per pair of them, as finding each
  /// among those already shown was, takes a minute and a half.
  static let count = 40_000

  @Test("observations of one scenario, each of its own document prefix, cost linear time")
  func linearTime() throws {
    let scenario = try Scenario(
      parsing: "os=12.3.1 state=foreground callbacks=none payload=alert")
    var space = ScenarioSpace(versions: [scenario.os])
    for position in AxisRegistry.axes.indices {
      space.restrict(axisAt: position, to: [scenario.key.ordinal(at: position)])
    }
    let ledger = Ledger(
      (0..<Self.count).map { index in
        Observation(
          id: "P\(index)", source: .callOrderTests, location: "run \(index)", file: "many.tsv",
          line: index + 3, versions: .exactly(scenario.os), key: scenario.key, banner: .unstated,
          arrival: .unstated, tap: .unstated, contradiction: nil, note: "")
      })
    var page: TablePage?
    let elapsed = ContinuousClock().measure {
      page = ViewBuilder(routed: RoutedSpace(space, ledger: ledger), language: .en)
        .page(.byCallbacks)
    }
    let cells = page?.tables.flatMap(\.rows).flatMap(\.cells) ?? []
    #expect(cells.map(\.observations.count) == [Self.count])
    #expect(page?.legend.last?.items.count == Self.count, "one legend item per document prefix")
    // Some 0.6 s in a debug build; 90 s when each observation was looked up among those before
    // it.
    #expect(elapsed < .seconds(10), "took \(elapsed)")
  }
}
