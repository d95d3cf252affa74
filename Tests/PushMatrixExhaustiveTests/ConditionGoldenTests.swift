import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Conditions' goldens and pair digests", .exhaustive)
struct ConditionGoldenTests {
  /// Returns the standard engine with one more arrival rule and, when given, one more tap rule,
  /// each tried first: a rule change whose cells no other rule gives, since its ID is its own.
  static func router(
    adding id: String, where applies: @escaping @Sendable (Scenario) -> Bool,
    onResponse responseApplies: (@Sendable (TapContext) -> Bool)? = nil
  ) -> Router {
    let arrival = ArrivalRule(
      id: id, basis: .inferred, sources: [.appleAPINotes], summary: "test only",
      caveat: "test only", applies: { applies($0.scenario) },
      decide: { _ in Arrival(banner: false, calls: [], appIsAlive: true) }, examples: [])
    let tap = responseApplies.map { responseApplies in
      TapRule(
        id: id, basis: .inferred, sources: [.appleAPINotes], summary: "test only",
        caveat: "test only", applies: responseApplies, decide: { _ in [] }, examples: [])
    }
    return Router(
      arrivalRules: [arrival] + ArrivalRules.all,
      tapRules: [tap].compactMap { $0 } + TapRules.all,
      quirks: Quirks.all)
  }

  /// A rule for a background app that permission is granted provisionally to and that gets a
  /// silent push (the engine answers there as with full permission, so the rule's cells are new
  /// rows), or whose user's response is a custom action, which a tap rule decides since an
  /// arrival rule cannot tell the response: it changes cells of two conditions' goldens.
  static let changed = router(
    adding: "test-changed",
    where: { scenario in
      scenario.state == .background && scenario.authorization == .provisional
        && scenario.payload == .contentAvailable
    },
    onResponse: { $0.routing.state == .background && $0.response == .action })

  @Test(
    "a condition's golden lists exactly the scenarios whose cells differ from the defaults'",
    arguments: ConditionGolden.positions)
  func changesAreTheDifferingCells(position: Int) {
    for router in [Router.standard, Self.changed] {
      let expected = ConditionGolden.space(ofAxisAt: position).compactMap { scenario in
        var atDefault = scenario
        atDefault.key.setOrdinal(AxisRegistry.axes[position].defaultOrdinal!, at: position)
        let cells = LongTable.outcomeCells(router.trail(scenario).outcome)
        return cells == LongTable.outcomeCells(router.trail(atDefault).outcome)
          ? nil : (scenario, cells)
      }
      let changes = ConditionGolden.changes(ofAxisAt: position, routedBy: router)
      #expect(changes.map(\.scenario) == expected.map(\.0))
      #expect(changes.map(\.cells) == expected.map(\.1))
    }
    let ruleChanges = ConditionGolden.changes(ofAxisAt: position, routedBy: Self.changed)
      .filter { change in
        change.cells.contains { $0.split(separator: "+").contains("test-changed") }
      }
    let id = AxisRegistry.axes[position].id
    #expect(ruleChanges.isEmpty == !["authorization", "response"].contains(id), "\(id)")
  }

  @Test("a condition's golden reads back as its cells, the conditions it leaves out at default")
  func readsBack() throws {
    for position in ConditionGolden.positions {
      let text = ConditionGolden.render(axisAt: position, router: Self.changed)
      let lines = text.split(separator: "\n")
      #expect(lines[0] == Substring(GoldenFile.banner))
      #expect(
        lines[2].split(separator: "\t").map(String.init)
          == ConditionGolden.columns(ofAxisAt: position))
      let table = try GoldenFile.parse(Data(text.utf8), file: "x.tsv")
      #expect(
        Dictionary(
          uniqueKeysWithValues: MatrixComparison.ascendingCells(of: table).map {
            ($0.key, $0.cells)
          })
          == ConditionGolden.cells(ofAxisAt: position, router: Self.changed))
    }
  }

  @Test("a cell that starts to differ from the defaults' is added, one that stops is removed")
  func addedAndRemoved() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pushmatrix-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = Golden.condition(axisAt: AxisRegistry.position(of: Authorization.self))
    let path = folder.appendingPathComponent("authorization.tsv").path
    let before = golden.cells(router: .standard)
    let after = golden.cells(router: Self.changed)
    // The rule's cells where the engine had none are new rows; where it had some, changed ones.
    let added = Set(after.keys).subtracting(before.keys)
    #expect(!added.isEmpty)
    try Data(golden.text(router: .standard).utf8).write(to: URL(fileURLWithPath: path))
    let forward = try GoldenCheck.compare(
      path: path, golden: golden, expected: golden.text(router: Self.changed),
      router: Self.changed)
    #expect(Set(forward.report.changes.filter { $0.kind == .added }.map(\.key)) == added)
    #expect(forward.report.count(.removed) == 0)
    #expect(
      Set(forward.report.changes.map(\.key))
        == Set(after.keys.filter { before[$0] != after[$0] }))

    try Data(golden.text(router: Self.changed).utf8).write(to: URL(fileURLWithPath: path))
    let backward = try GoldenCheck.compare(
      path: path, golden: golden, expected: golden.text(router: .standard), router: .standard)
    #expect(Set(backward.report.changes.filter { $0.kind == .removed }.map(\.key)) == added)
    #expect(backward.report.count(.added) == 0)
  }

  @Test("the pairs are every two values off their default of two different conditions")
  func pairs() {
    let offDefault = ConditionGolden.positions.map { AxisRegistry.axes[$0].count - 1 }
    var expected = 0
    for first in offDefault.indices {
      for second in offDefault.indices where second > first {
        expected += offDefault[first] * offDefault[second]
      }
    }
    #expect(ConditionPairs.pairs.count == expected)
    #expect(
      ConditionPairs.pairs.allSatisfy { pair in
        pair.first.position < pair.second.position
          && [pair.first, pair.second].allSatisfy {
            $0.ordinal != AxisRegistry.axes[$0.position].defaultOrdinal
          }
      })
  }

  @Test("a pair's digest changes on exactly the releases where a rule changes one of its cells")
  func pairDigests() throws {
    // Denied to a scene-based app in the foreground: one pair, no condition alone.
    let sceneDenied = Self.router(adding: "test-scene-denied") { scenario in
      scenario.state == .foreground && scenario.lifecycle == .scene
        && scenario.authorization == .denied
    }
    func lines(_ router: Router) -> [[String]] {
      ConditionPairs.render(router: router).split(separator: "\n").filter { !$0.hasPrefix("#") }
        .map { $0.split(separator: "\t").map(String.init) }
    }
    let before = lines(.standard)
    let after = lines(sceneDenied)
    #expect(before.first == ConditionPairs.columns)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }.map { $0.0 }
    let lifecycle = AxisRegistry.axes[AxisRegistry.position(of: Lifecycle.self)]
    #expect(
      changed.map { $0[2] }
        == OSCatalog.versions.filter { $0 >= lifecycle.introduced! }.map(\.description))
    #expect(
      changed.allSatisfy { $0[0] == "lifecycle=scene" && $0[1] == "authorization=denied" })
    let listed: Int = before.dropFirst().map { Int($0[3])! }.reduce(0, +)
    let scenarios: Int = ConditionPairs.pairs.map { ConditionPairs.space(of: $0).count }
      .reduce(0, +)
    #expect(listed == scenarios)
  }
}
