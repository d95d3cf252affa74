import Foundation
import PushMatrixModel

/// Outcomes computed once per epoch of releases and key, and shared by every release in it.
///
/// Between two consecutive boundaries (the named ``Epoch``s, the ends of every quirk's range and
/// the releases where an axis starts) no rule, quirk or note can tell releases apart, so the
/// outcome of a key in an epoch is computed on the epoch's first release, the first time a
/// scenario with that key in that epoch is routed, and looked up afterwards. Epochs whose
/// releases route alike for another reason share one table: the engine gives each epoch its
/// regime (``Router``), and epochs of equal regimes are routed once.
///
/// Equal outcomes are stored once and numbered in the order they are first met; a table holds
/// one number per key and is allocated when it is first routed, so a space of a few releases
/// costs a few tables whatever the number of epochs, and within a table only the combinations of
/// conditions routed cost memory (``OutcomeTable``). A lock keeps the lazily filled tables safe
/// to share between threads.
final class OutcomeCache: @unchecked Sendable {
  /// The releases where a new epoch starts, ascending; the first is 0.0, so every release has one.
  let boundaries: [OSVersion]
  /// The table of each epoch: epochs of equal regimes share one.
  private let tableOfEpoch: [Int]
  /// For the table of a release that device tests cover, the table of its regime without them.
  ///
  /// It shares that table's outcome for every key that cannot be observed: one whose conditions
  /// are not all at their defaults (``Grounded``). `nil` for other tables.
  private let unobservedTable: [Int?]
  private let lock = NSLock()
  /// For each table, `nil` until it is first routed, then for each key the number of its
  /// outcome, or -1 before the key is routed in the table's epochs.
  private var numbers: [OutcomeTable?]
  /// The distinct outcomes, by number.
  private var outcomes: [Outcome] = []
  private var numberOfOutcome: [Outcome: Int32] = [:]

  /// Creates an empty cache.
  ///
  /// - Parameters:
  ///   - boundaries: the releases where an epoch starts.
  ///   - regime: what routing on the first release of an epoch depends on, and the same
  ///     without the device tests of that release: epochs of equal regimes must route every key
  ///     alike, and keys that cannot be observed must route alike under both.
  init<Regime: Hashable>(
    boundaries: [OSVersion], regime: (OSVersion) -> (own: Regime, unobserved: Regime)
  ) {
    self.boundaries = Set([OSVersion(0)] + boundaries).sorted()
    var tables: [Regime: Int] = [:]
    func table(_ regime: Regime) -> Int {
      if let table = tables[regime] { return table }
      tables[regime] = tables.count
      return tables.count - 1
    }
    let regimes = self.boundaries.map(regime)
    let tableOfEpoch = regimes.map { table($0.own) }
    let unobserved = regimes.map { $0.own == $0.unobserved ? nil : table($0.unobserved) }
    // Epochs that share a table share its regime, so they name the same unobserved table.
    unobservedTable = (0..<tables.count).map { table in
      tableOfEpoch.indices.first { tableOfEpoch[$0] == table }.flatMap { unobserved[$0] }
    }
    self.tableOfEpoch = tableOfEpoch
    numbers = Array(repeating: nil, count: tables.count)
  }

  /// Whether two releases route every key alike: they lie in one epoch, or in epochs of equal
  /// regimes.
  func routesAlike(_ first: OSVersion, _ second: OSVersion) -> Bool {
    tableOfEpoch[epoch(of: first)] == tableOfEpoch[epoch(of: second)]
  }

  /// Returns the index of the epoch holding a release.
  func epoch(of os: OSVersion) -> Int {
    boundaries.lastIndex { $0 <= os } ?? 0
  }

  /// Returns the number of a scenario's outcome, computing the outcome first if need be: the
  /// same number for exactly the scenarios with equal outcomes.
  ///
  /// - Parameters:
  ///   - scenario: the scenario.
  ///   - route: routes keys directly (``numbers(of:on:route:)``).
  /// - Returns: the number, an index of the distinct outcomes.
  func number(_ scenario: Scenario, route: @escaping Route) -> Int {
    let table = tableOfEpoch[epoch(of: scenario.os)]
    lock.lock()
    let known = numbers[table]?[scenario.key.rawValue] ?? -1
    lock.unlock()
    if known >= 0 { return Int(known) }
    return Int(numbers(of: [scenario.key], on: scenario.os, route: route)[0])
  }

  /// Returns the numbers of the outcomes of several keys on one release, computing the missing
  /// ones first, under one lock.
  ///
  /// Many missing outcomes are computed on every processor at once (routing is a pure
  /// function), then numbered in the order of `keys`, so the numbers never depend on timing.
  ///
  /// - Parameters:
  ///   - keys: the keys.
  ///   - os: the release.
  ///   - route: routes keys directly, in order, on the first release of the epoch; called from
  ///     several threads at once.
  /// - Returns: the number of each key's outcome, in the order of `keys`.
  func numbers(of keys: [ScenarioKey], on os: OSVersion, route: @escaping Route) -> [Int32] {
    let epoch = epoch(of: os)
    let start = boundaries[epoch]
    lock.lock()
    defer { lock.unlock() }
    let tableIndex = tableOfEpoch[epoch]
    var table = numbers[tableIndex] ?? OutcomeTable()
    // Taken out while it is filled, so that writing to it does not copy it.
    numbers[tableIndex] = nil
    defer { numbers[tableIndex] = table }
    if let unobserved = unobservedTable[tableIndex].flatMap({ numbers[$0] }) {
      for key in keys where table[key.rawValue] < 0 && unobserved[key.rawValue] >= 0 {
        if !Scenario(os: start, key: key).holdsDefaultConditions {
          table[key.rawValue] = unobserved[key.rawValue]
        }
      }
    }
    let missing = keys.filter { table[$0.rawValue] < 0 }
    // Each chunk of keys is routed and numbered among its own distinct outcomes on any
    // processor; the chunks' distinct outcomes are then numbered in the chunks' order, which
    // is the order one pass over the keys would meet them in.
    let chunks = stride(from: 0, to: missing.count, by: Self.chunkSize).map {
      $0..<min($0 + Self.chunkSize, missing.count)
    }
    let routed = chunks.concurrentMap(minimumCount: 2) { chunk in
      var numbering = LocalNumbering()
      route(missing[chunk], start) { numbering.append($0) }
      return numbering
    }
    for (chunk, numbering) in zip(chunks, routed) {
      let numbers = numbering.distinct.map(number(of:))
      for (key, local) in zip(missing[chunk], numbering.numbers) {
        table[key.rawValue] = numbers[Int(local)]
      }
    }
    return keys.map { table[$0.rawValue] }
  }

  /// Routes the scenarios with some keys on a release, in order, handing over each outcome.
  typealias Route = @Sendable (ArraySlice<ScenarioKey>, OSVersion, (Outcome) -> Void) -> Void

  /// How many keys one thread routes and numbers at a time.
  private static let chunkSize = 4096

  /// The outcomes of a chunk of keys, each numbered among the chunk's distinct outcomes.
  private struct LocalNumbering: Sendable {
    /// The chunk's distinct outcomes, in the order they were met.
    private(set) var distinct: [Outcome] = []
    /// Each key's outcome, as an index of ``distinct``.
    private(set) var numbers: [Int32] = []
    private var numberOfOutcome: [Outcome: Int32] = [:]

    /// The numbers met most recently, newest first, each once.
    private var recent: [Int32] = []

    mutating func append(_ outcome: Outcome) {
      // Neighbouring keys differ in one or two conditions and often share their outcome with
      // one of the last few: comparing with those is cheaper than hashing.
      let number = recentNumber(of: outcome) ?? numberOfOutcome[outcome] ?? newNumber(outcome)
      numbers.append(number)
      if recent.first != number {
        recent.removeAll { $0 == number }
        recent.insert(number, at: 0)
        if recent.count > Self.recentCount { recent.removeLast() }
      }
    }

    private func recentNumber(of outcome: Outcome) -> Int32? {
      for number in recent where distinct[Int(number)] == outcome { return number }
      return nil
    }

    private mutating func newNumber(_ outcome: Outcome) -> Int32 {
      let number = Int32(distinct.count)
      distinct.append(outcome)
      numberOfOutcome[outcome] = number
      return number
    }

    /// How many recent numbers are compared before hashing.
    private static let recentCount = 4
  }

  /// Returns the number of an outcome among the distinct ones, numbering it if it is new.
  private func number(of outcome: Outcome) -> Int32 {
    if let number = numberOfOutcome[outcome] { return number }
    let number = Int32(outcomes.count)
    outcomes.append(outcome)
    numberOfOutcome[outcome] = number
    return number
  }

  /// Returns the outcome with a number that ``number(_:route:)`` gave.
  func outcome(numbered number: Int) -> Outcome {
    lock.lock()
    defer { lock.unlock() }
    return outcomes[number]
  }
}
