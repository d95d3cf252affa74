import Foundation
import Testing

@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

/// Every fast path checked against the plain path it stands in for.
///
/// The `FastPaths/` folders of the Model, Engine, Compare and Tables targets: the outcome cache
/// and the shared arrival stages against the trail `explain` shows, routing a release in one
/// call against routing one by one, the fast TSV against the general table writer, the outcome
/// cells against the long table's, changes classified once per pair of outcomes against changes
/// made one by one, the memo and the concurrent map against computing in place.
/// ``ViewBuilderCellsTests`` checks the cell content index, ``CellRenderingsTests`` the
/// renderings.
@Suite("Fast paths against their plain paths", .exhaustive)
struct FastPathTests {
  /// Releases on both sides of every epoch boundary, and a few far from any.
  static let probes: [OSVersion] = {
    var versions: Set<OSVersion> = [OSVersion(3), OSVersion(5, 1, 1), OSVersion(99, 9, 9)]
    for boundary in Router.standard.epochBoundaries {
      versions.insert(boundary)
      versions.insert(OSVersion(boundary.major, boundary.minor, boundary.patch + 1))
      versions.insert(OSVersion(boundary.major, boundary.minor + 1))
      if boundary.patch > 0 {
        versions.insert(OSVersion(boundary.major, boundary.minor, boundary.patch - 1))
      } else if boundary.minor > 0 {
        versions.insert(OSVersion(boundary.major, boundary.minor - 1, 9))
      } else {
        versions.insert(OSVersion(boundary.major - 1, 9, 9))
      }
    }
    return versions.sorted()
  }()

  @Test("cached outcomes equal directly computed ones on both sides of every boundary")
  func cacheMatchesDirectRouting() {
    let router = Router.standard
    var checked = 0
    for scenario in ScenarioSpace(versions: Self.probes) {
      #expect(router.route(scenario) == router.trail(scenario).outcome, "\(scenario)")
      checked += 1
    }
    #expect(checked == ScenarioSpace(versions: Self.probes).count)
  }

  @Test("a rule comparing against a release that is not a boundary makes the cache disagree")
  func cacheCatchesUnlistedBoundary() throws {
    // A deliberately wrong rule: it tells 11.x apart from 10.1 without naming 11.0 as an epoch.
    let unlisted = ArrivalRule(
      id: "unlisted-boundary", basis: .inferred, sources: [.appleAPINotes], summary: "test only",
      caveat: "test only", applies: { $0.os >= OSVersion(11) && $0.state == .foreground },
      decide: { _ in Arrival(banner: true, calls: [], appIsAlive: true) }, examples: [])
    let router = Router(
      arrivalRules: [unlisted] + ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all)
    let early = try Scenario(parsing: "os=10.1 state=foreground callbacks=none payload=alert")
    let late = try Scenario(parsing: "os=11.0 state=foreground callbacks=none payload=alert")
    #expect(router.route(early) == router.trail(early).outcome)
    #expect(router.route(late) != router.trail(late).outcome)
  }

  @Test("epochs that share a table route every scenario of the whole cross product alike")
  func sharedTables() {
    let router = Router.standard
    let starts = router.epochBoundaries.dropFirst()
    let sharing = starts.flatMap { first in
      starts.filter { $0 > first && router.routesAlike(first, $0) }.map { (first, $0) }
    }
    // 14.0–18.0 and 18.1–26.0, on either side of the iOS 18.0 quirk, at least.
    #expect(sharing.contains { $0 == (OSVersion(14), OSVersion(18, 1)) })
    #expect(!router.routesAlike(OSVersion(14), OSVersion(18)))
    for (first, second) in sharing {
      // Each release routed by an engine of its own, so that neither finds the other's table
      // filled: 14.0 and 18.1 share some 9 million keys, which the trail took 30 s to route
      // twice, and ``unobservedKeys()`` and ``numbers()`` check the table against the trail.
      let keys = ScenarioSpace(versions: [first, second], conditions: .every).keys(on: first)
      let engines = [first, second].map { _ in
        Router(arrivalRules: ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all)
      }
      let numbers = zip(engines, [first, second]).map { $0.outcomeNumbers(of: keys, on: $1) }
      // One expectation a pair of outcome numbers, naming its first key. Where the tables agree,
      // each outcome of the first engine pairs with one of the second: that partner is kept in
      // an array indexed by the first number, and only other pairs in a dictionary, instead of
      // hashing every one of the 9 million keys' pairs, which the run's last seconds waited on.
      let count = Int(numbers[0].max() ?? -1) + 1
      var partner = [(number: Int32, key: ScenarioKey)?](repeating: nil, count: count)
      var firstKeyOfPair: [Int64: ScenarioKey] = [:]
      for (index, key) in keys.enumerated() {
        let (first, second) = (numbers[0][index], numbers[1][index])
        guard let known = partner[Int(first)] else {
          partner[Int(first)] = (second, key)
          continue
        }
        let pair = Int64(first) << 32 | Int64(second)
        if known.number != second && firstKeyOfPair[pair] == nil { firstKeyOfPair[pair] = key }
      }
      for (first, known) in partner.enumerated() {
        guard let known else { continue }
        firstKeyOfPair[Int64(first) << 32 | Int64(known.number)] = known.key
      }
      for (pair, key) in firstKeyOfPair.sorted(by: { $0.key < $1.key }) {
        let outcomes = [Int(pair >> 32), Int(pair & 0xFFFF_FFFF)].enumerated().map {
          engines[$0].outcome(numbered: $1)
        }
        #expect(outcomes[0] == outcomes[1], "\(key.ordinals) on \(first), \(second)")
      }
    }
  }

  @Test(
    "a device-tested release shares outcomes off the default conditions, and routes as directly")
  func unobservedKeys() {
    // A fresh engine, so that the release before fills the table the tested release shares.
    let router = Router(
      arrivalRules: ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all)
    for (before, tested) in [
      (OSVersion(12), OSVersion(12, 3, 1)), (OSVersion(9), OSVersion(9, 3, 2)),
    ] {
      #expect(router.deviceTestedReleases.contains(tested))
      let space = ScenarioSpace(versions: [before, tested], conditions: .every)
      for (os, keys) in space.releases {
        let numbers = router.outcomeNumbers(of: keys, on: os)
        for (key, number) in zip(keys, numbers) {
          let scenario = Scenario(os: os, key: key)
          #expect(
            router.outcome(numbered: Int(number)) == router.trail(scenario).outcome, "\(scenario)")
        }
      }
    }
  }

  @Test("the epoch boundaries: 0.0, named epochs, quirk ends, device-tested releases and the next")
  func boundaries() {
    let expected = [
      "0.0", "3.0", "7.0", "8.0", "9.0", "9.0.1", "9.3.2", "9.3.3", "10.0", "10.0.1", "10.1",
      "12.0", "12.3.1", "12.3.2", "13.0", "14.0", "18.0", "18.1", "26.0", "27.0",
    ]
    #expect(Router.standard.epochBoundaries.map(\.description) == expected)
  }

  @Test("two scenarios share an outcome number exactly when their outcomes are equal")
  func numbers() {
    let router = Router.standard
    var outcomeOfNumber: [Int: Outcome] = [:]
    for scenario in ScenarioSpace(versions: Self.probes) {
      let number = router.outcomeNumber(scenario)
      let outcome = router.trail(scenario).outcome
      #expect(router.outcome(numbered: number) == outcome, "\(scenario)")
      if let other = outcomeOfNumber[number] {
        #expect(other == outcome, "\(scenario) shares number \(number) with another outcome")
      }
      outcomeOfNumber[number] = outcome
    }
    #expect(Set(outcomeOfNumber.values).count == outcomeOfNumber.count)
  }

  @Test("a release routed in one call gets the numbers of its scenarios routed one by one")
  func numbersOfARelease() {
    let router = Router.standard
    let space = ScenarioSpace(versions: Self.probes)
    for (os, keys) in space.releases {
      #expect(
        router.outcomeNumbers(of: keys, on: os).map(Int.init)
          == keys.map { router.outcomeNumber(Scenario(os: os, key: $0)) }, "\(os)")
    }
  }

  @Test(
    "the fast delimited writer gives the same bytes as the general table writer",
    arguments: [(TableFormat.tsv, false), (.csv, false), (.csv, true)])
  func fastDelimited(format: TableFormat, excel: Bool) {
    let space = ScenarioSpace(versions: Self.probes)
      .restricted(to: [AppState.background, .notRunning])
    let fast = StringSink()
    LongTable.write(of: space, as: format.delimitedText(excel: excel)!, to: fast)
    let general = StringSink()
    TableWriter.write(
      LongTable.rows(of: space), columns: LongTable.columns, as: format, excel: excel, to: general)
    #expect(fast.text == general.text)
    #expect(fast.text.split(separator: excel ? "\r\n" : "\n").count == space.count + 1)
  }

  @Test("outcome cells give each outcome number the long table's cells of its outcome")
  func outcomeCells() {
    let router = Router.standard
    var cells = OutcomeCells(router: router)
    for scenario in ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(18)]) {
      let number = router.outcomeNumber(scenario)
      #expect(cells.cells(number) == LongTable.outcomeCells(router.route(scenario)), "\(scenario)")
    }
  }

  @Test(
    "changes classified once per pair of outcomes equal changes made one by one, and group alike")
  func outcomeChanges() {
    let router = Router.standard
    // Every value of every condition but its default, as the conditions' goldens compare them.
    let conditions = AxisRegistry.axes.indices.filter { AxisRegistry.axes[$0].isCondition }
      .flatMap { position in
        let axis = AxisRegistry.axes[position]
        return (0..<axis.count).filter { $0 != axis.defaultOrdinal }.map {
          Facets.Value(position: position, ordinal: $0)
        }
      }
    #expect(conditions.count > 10)
    for condition in conditions {
      let space = ConditionComparison.space(condition, in: .default)
      let fast = ConditionComparison.changes(in: space, from: condition.position, router: router)
      let plain = space.compactMap { scenario -> CellChange? in
        var atDefault = scenario
        atDefault.key.setOrdinal(condition.axis.defaultOrdinal!, at: condition.position)
        let old = LongTable.outcomeCells(router.route(atDefault))
        let new = LongTable.outcomeCells(router.route(scenario))
        return old == new ? nil : CellChange(key: scenario, old: old, new: new)
      }
      #expect(fast == plain, "\(condition.axis.id)=\(condition.identifier)")
      #expect(fast.allSatisfy { $0.outcomes != nil } && plain.allSatisfy { $0.outcomes == nil })
      func groups(_ changes: [CellChange]) -> [String] {
        ChangeReport(
          subject: "", changes: changes, omittedColumns: ConditionComparison.columnsNamedApart
        ).groups.map { group in
          "\(group.kind) \(group.transition) \(group.location) \(group.keys)"
            + group.differences.map { "\($0.column): \($0.old) → \($0.new)" }.joined()
        }
      }
      #expect(groups(fast) == groups(plain), "\(condition.axis.id)=\(condition.identifier)")
    }
  }

  @Test(
    "a golden's rows compared in key order side by side equal the rows compared by key, both ways")
  func ascendingChanges() {
    // The standard engine against one with a rule of its own, which changes some cells of the
    // content-available golden and of two conditions' goldens and adds rows to one.
    let (before, after) = (Router.standard, ConditionGoldenTests.changed)
    var changed = 0
    for golden in Golden.all {
      let ascending = [before, after].map { golden.ascendingCells(router: $0) }
      let byKey = [before, after].map { golden.cells(router: $0) }
      for (rows, cells) in zip(ascending, byKey) {
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.key < $1.key }, "\(golden.path)")
        #expect(
          Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.cells) }) == cells,
          "\(golden.path)")
      }
      for (old, new) in [(0, 1), (1, 0)] {
        let walked = MatrixComparison.changes(
          fromAscending: ascending[old], toAscending: ascending[new])
        #expect(
          walked == MatrixComparison.changes(from: byKey[old], to: byKey[new]), "\(golden.path)")
        changed += walked.count
      }
    }
    #expect(changed > 0)
  }

  @Test("the memo computes each key once, on whichever thread asks first, and all get its value")
  func memo() {
    let memo = Memo<Int, [Int]>()
    let computed = Counter()
    let askers = 64
    let values = Array(0..<askers).concurrentMap(minimumCount: 2) { asker in
      memo.value(asker % 4) {
        computed.add()
        return Array(repeating: asker % 4, count: 3)
      }
    }
    #expect(values == (0..<askers).map { Array(repeating: $0 % 4, count: 3) })
    #expect(computed.value == 4)
  }

  /// A count that threads add to.
  final class Counter: @unchecked Sendable {
    // Unchecked: `count` is read and written under `lock`.
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
  }

  @Test("the concurrent map gives map's results in order, below and above its minimum count")
  func concurrentMap() {
    for count in [0, 1, 2, 3, 17, 1000] {
      let elements = Array(0..<count)
      for minimumCount in [1, 2, 64] {
        let shared = elements.concurrentMap(minimumCount: minimumCount) { $0 * $0 + 1 }
        #expect(shared == elements.map { $0 * $0 + 1 }, "\(count) elements, \(minimumCount)")
      }
    }
    // Work it shares from work it shares, as the docs do with pages of conditions.
    let nested = Array(0..<8).concurrentMap(minimumCount: 2) { outer in
      Array(0..<50).concurrentMap(minimumCount: 2) { outer * 100 + $0 }.reduce(0, +)
    }
    #expect(nested == (0..<8).map { outer in (0..<50).map { outer * 100 + $0 }.reduce(0, +) })
  }
}
