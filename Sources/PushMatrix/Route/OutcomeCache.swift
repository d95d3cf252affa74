import Foundation

/// Outcomes computed once per epoch of releases and key, and shared by every release in it.
///
/// Between two consecutive boundaries (the named ``Epoch``s, the ends of every quirk's range and
/// the releases where an axis starts) no rule, quirk or note can tell releases apart, so the
/// outcome of a key in an epoch is computed on the epoch's first release, the first time a
/// scenario with that key in that epoch is routed, and looked up afterwards.
///
/// Equal outcomes are stored once and numbered in the order they are first met; an epoch's
/// table holds one number per key and is allocated when the epoch is first routed, so a space
/// of a few releases costs a few tables whatever the number of epochs. A lock keeps the lazily
/// filled tables safe to share between threads.
final class OutcomeCache: @unchecked Sendable {
  /// The releases where a new epoch starts, ascending; the first is 0.0, so every release has one.
  let boundaries: [OSVersion]
  private let lock = NSLock()
  /// For each epoch, `nil` until it is first routed, then for each key the number of its
  /// outcome, or -1 before the key is routed in the epoch.
  private var numbers: [[Int32]?]
  /// The distinct outcomes, by number.
  private var outcomes: [Outcome] = []
  private var numberOfOutcome: [Outcome: Int32] = [:]

  init(boundaries: [OSVersion]) {
    self.boundaries = Set([OSVersion(0)] + boundaries).sorted()
    numbers = Array(repeating: nil, count: self.boundaries.count)
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
  ///   - compute: routes one scenario directly, given the first release of the epoch.
  /// - Returns: the number, an index of the distinct outcomes.
  func number(_ scenario: Scenario, compute: @Sendable (Scenario) -> Outcome) -> Int {
    let epoch = epoch(of: scenario.os)
    lock.lock()
    let known = numbers[epoch]?[scenario.key.rawValue] ?? -1
    lock.unlock()
    if known >= 0 { return Int(known) }
    return Int(numbers(of: [scenario.key], on: scenario.os, compute: compute)[0])
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
  ///   - compute: routes one scenario directly, given the first release of the epoch; called
  ///     from several threads at once.
  /// - Returns: the number of each key's outcome, in the order of `keys`.
  func numbers(
    of keys: [ScenarioKey], on os: OSVersion, compute: @Sendable (Scenario) -> Outcome
  ) -> [Int32] {
    let epoch = epoch(of: os)
    let start = boundaries[epoch]
    lock.lock()
    defer { lock.unlock() }
    var table = numbers[epoch] ?? Array(repeating: -1, count: AxisRegistry.keyCount)
    // Taken out while it is filled, so that writing to it does not copy it.
    numbers[epoch] = nil
    defer { numbers[epoch] = table }
    let missing = keys.filter { table[$0.rawValue] < 0 }
    // Neighbouring keys differ in one condition and often share their outcome: comparing with
    // the last one numbered is cheaper than hashing.
    var last: Int32 = -1
    // A batch at a time, so that the outcomes waiting to be numbered take little memory.
    for batch in stride(from: 0, to: missing.count, by: Self.batchSize) {
      let batch = Array(missing[batch..<min(batch + Self.batchSize, missing.count)])
      let computed = batch.concurrentMap(minimumCount: Self.parallelThreshold) {
        compute(Scenario(os: start, key: $0))
      }
      for (key, outcome) in zip(batch, computed) where table[key.rawValue] < 0 {
        if last < 0 || outcomes[Int(last)] != outcome { last = number(of: outcome) }
        table[key.rawValue] = last
      }
    }
    return keys.map { table[$0.rawValue] }
  }

  /// The fewest outcomes worth computing on several threads: below it, starting them costs more
  /// than it saves.
  private static let parallelThreshold = 4096

  /// How many outcomes are computed before they are numbered.
  private static let batchSize = 16384

  /// Returns the number of an outcome among the distinct ones, numbering it if it is new.
  private func number(of outcome: Outcome) -> Int32 {
    if let number = numberOfOutcome[outcome] { return number }
    let number = Int32(outcomes.count)
    outcomes.append(outcome)
    numberOfOutcome[outcome] = number
    return number
  }

  /// Returns the outcome with a number that ``number(_:compute:)`` gave.
  func outcome(numbered number: Int) -> Outcome {
    lock.lock()
    defer { lock.unlock() }
    return outcomes[number]
  }
}
