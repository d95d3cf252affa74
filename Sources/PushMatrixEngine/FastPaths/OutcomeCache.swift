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
/// one number per routed key, in pages allocated as keys are routed (``OutcomeTable``), so a
/// space of a few releases or conditions costs a few pages whatever the number of epochs. A lock
/// keeps the lazily filled tables safe to share between threads; routing runs outside it, under
/// a lock of the table's own, so that no two threads route a table's keys at once.
final class OutcomeCache: @unchecked Sendable {
  /// The releases where a new epoch starts, ascending; the first is 0.0, so every release has one.
  let boundaries: [OSVersion]
  /// The table of each epoch: epochs of equal regimes share one.
  private let tableOfEpoch: [Int]
  /// The last epoch each table serves.
  private let lastEpochOfTable: [Int]
  /// For the table of a release that device tests cover, the table of its regime without them.
  ///
  /// It shares that table's outcome for every key that cannot be observed: one whose conditions
  /// are not all at their defaults (``Grounded``). `nil` for other tables.
  private let unobservedTable: [Int?]
  private let lock = NSLock()
  /// One lock per table, held while its missing keys are routed (``numbers(of:on:route:)``):
  /// lookups, and the routing of other tables, go on meanwhile.
  private let routingLocks: [NSLock]
  /// For each table, `nil` until it is first routed, then the number of the outcome of every
  /// key routed in its epochs.
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
    lastEpochOfTable = (0..<tables.count).map { table in
      tableOfEpoch.lastIndex(of: table)!
    }
    numbers = Array(repeating: nil, count: tables.count)
    routingLocks = (0..<tables.count).map { _ in NSLock() }
  }

  /// Frees the tables that serve only releases before a given one.
  ///
  /// For one pass over the releases in ascending order, such as an export of every condition:
  /// it then holds the tables of a few epochs at a time instead of all of them. Outcomes keep
  /// their numbers; a key of a freed table is routed again if it is asked for again.
  ///
  /// - Parameter os: the earliest release still to be routed.
  func forgetTables(before os: OSVersion) {
    let epoch = epoch(of: os)
    lock.lock()
    defer { lock.unlock() }
    for table in numbers.indices where lastEpochOfTable[table] < epoch {
      numbers[table] = nil
    }
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

  /// Returns the number of a scenario's outcome if it was computed: the same number for exactly
  /// the scenarios with equal outcomes; `nil` when it is yet to be routed
  /// (``numbers(of:on:route:)``).
  func knownNumber(_ scenario: Scenario) -> Int? {
    let table = tableOfEpoch[epoch(of: scenario.os)]
    lock.lock()
    defer { lock.unlock() }
    return numbers[table]?[scenario.key].map(Int.init)
  }

  /// Returns the numbers of the outcomes of several keys on one release, computing the missing
  /// ones first.
  ///
  /// Many missing outcomes are computed on every processor at once (routing is a pure
  /// function), then numbered in the order of `keys`, so the numbers never depend on timing
  /// within one call. The lock is held to read the table and to number and store what was
  /// routed, not while routing: a thread that routed a condition's keys kept every other
  /// thread's lookups waiting. The table's own routing lock is held while routing, so that two
  /// threads that miss the same keys do not both route them.
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
    let tableIndex = tableOfEpoch[epoch]
    var result = [Int32](repeating: -1, count: keys.count)
    // Fills in the numbers known of the keys at some indices, and returns the indices of those
    // yet to be routed.
    func lookUp(_ indices: [Int]) -> [Int] {
      var missing: [Int] = []
      withTable(tableIndex) { table in
        let unobserved = unobservedTable[tableIndex].flatMap { self.numbers[$0] }
        for index in indices {
          let key = keys[index]
          if let number = table[key] {
            result[index] = number
          } else if let number = unobserved?[key],
            !Scenario(os: start, key: key).holdsDefaultConditions
          {
            table.store(number, for: key)
            result[index] = number
          } else {
            missing.append(index)
          }
        }
      }
      return missing
    }
    var missing = lookUp(Array(keys.indices))
    guard !missing.isEmpty else { return result }
    // One thread at a time routes a table's missing keys; one that misses keys another is
    // routing finds them routed once it may start.
    routingLocks[tableIndex].lock()
    defer { routingLocks[tableIndex].unlock() }
    missing = lookUp(missing)
    guard !missing.isEmpty else { return result }
    // Each chunk of keys is routed and numbered among its own distinct outcomes on any
    // processor; the chunks' distinct outcomes are then numbered in the chunks' order, which
    // is the order one pass over the keys would meet them in.
    let missingKeys = missing.map { keys[$0] }
    let chunks = stride(from: 0, to: missingKeys.count, by: Self.chunkSize).map {
      $0..<min($0 + Self.chunkSize, missingKeys.count)
    }
    let routed = chunks.concurrentMap(minimumCount: 2) { chunk in
      var numbering = LocalNumbering()
      route(missingKeys[chunk], start) { numbering.append($0) }
      return numbering
    }
    withTable(tableIndex) { table in
      for (chunk, numbering) in zip(chunks, routed) {
        let numbers = numbering.distinct.map(number(of:))
        for (position, local) in zip(chunk, numbering.numbers) {
          let number = numbers[Int(local)]
          table.store(number, for: missingKeys[position])
          result[missing[position]] = number
        }
      }
    }
    return result
  }

  /// Runs a body with the lock held and the table of an index taken out, so that writing to it
  /// does not copy it, then puts the table back.
  private func withTable(_ index: Int, _ body: (inout OutcomeTable) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    var table = numbers[index] ?? OutcomeTable()
    numbers[index] = nil
    body(&table)
    numbers[index] = table
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

    private func recentNumber(of outcome: borrowing Outcome) -> Int32? {
      // Compared field by field through a pointer, with the outcome borrowed: a subscript
      // copied every outcome compared (a retain and a release of each of its texts and
      // arrays).
      distinct.withUnsafeBufferPointer { distinct in
        for number in recent where Outcome.equal(distinct.baseAddress! + Int(number), outcome) {
          return number
        }
        return nil
      }
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

  /// Returns the outcome with a number that ``knownNumber(_:)`` or ``numbers(of:on:route:)``
  /// gave.
  func outcome(numbered number: Int) -> Outcome {
    lock.lock()
    defer { lock.unlock() }
    return outcomes[number]
  }
}
