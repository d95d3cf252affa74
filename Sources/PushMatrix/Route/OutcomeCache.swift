import Foundation

/// Outcomes computed once per epoch of releases and key, and shared by every release in it.
///
/// Between two consecutive boundaries (the named ``Epoch``s, the ends of every quirk's range and
/// the releases where an axis starts) no rule, quirk or note can tell releases apart, so the
/// outcome of a key in an epoch is computed on the epoch's first release, the first time a
/// scenario with that key in that epoch is routed, and looked up afterwards. Equal outcomes are
/// stored once. A lock keeps the lazily filled tables safe to share between threads.
final class OutcomeCache: @unchecked Sendable {
  /// The releases where a new epoch starts, ascending; the first is 0.0, so every release has one.
  let boundaries: [OSVersion]
  private let lock = NSLock()
  /// For each epoch and key, the index of its outcome in `outcomes`, or -1 before it is routed.
  private var indices: [[Int32]]
  private var outcomes: [Outcome] = []
  private var indexOfOutcome: [Outcome: Int32] = [:]

  init(boundaries: [OSVersion]) {
    self.boundaries = Set([OSVersion(0)] + boundaries).sorted()
    indices = Array(
      repeating: Array(repeating: -1, count: AxisRegistry.keyCount), count: self.boundaries.count)
  }

  /// Returns the index of the epoch holding a release.
  func epoch(of os: OSVersion) -> Int {
    boundaries.lastIndex { $0 <= os } ?? 0
  }

  /// Returns a scenario's slot: the same number for exactly the scenarios that share an outcome
  /// because they share their epoch and key.
  func slot(of scenario: Scenario) -> Int {
    epoch(of: scenario.os) * AxisRegistry.keyCount + scenario.key.rawValue
  }

  /// The number of slots: every slot is below it.
  var slotCount: Int { boundaries.count * AxisRegistry.keyCount }

  /// Returns the cached outcome of a scenario's slot, computing it first if need be.
  ///
  /// - Parameters:
  ///   - scenario: the scenario.
  ///   - compute: routes one scenario directly, given the first release of the epoch.
  /// - Returns: the outcome of every scenario of the slot.
  func outcome(_ scenario: Scenario, compute: (Scenario) -> Outcome) -> Outcome {
    let epoch = epoch(of: scenario.os)
    let key = scenario.key.rawValue
    lock.lock()
    defer { lock.unlock() }
    let known = indices[epoch][key]
    if known >= 0 { return outcomes[Int(known)] }
    let outcome = compute(Scenario(os: boundaries[epoch], key: scenario.key))
    let index =
      indexOfOutcome[outcome]
      ?? {
        let index = Int32(outcomes.count)
        outcomes.append(outcome)
        indexOfOutcome[outcome] = index
        return index
      }()
    indices[epoch][key] = index
    return outcome
  }
}
