import Foundation

/// Outcomes computed once per epoch of releases and shared by every release in it.
///
/// Between two consecutive boundaries (the named ``Epoch``s and the ends of every quirk's
/// range) no rule, quirk or note can tell releases apart, so the outcomes of a whole epoch are
/// computed on its first release, the first time a scenario in it is routed, and looked up
/// afterwards. A lock keeps the lazily filled tables safe to share between threads.
final class OutcomeCache: @unchecked Sendable {
  /// How many scenarios share a release: every state, callback set, payload, presentation and
  /// background mode, including presentations that do not fit their callback set.
  static let slotsPerEpoch =
    AppState.allCases.count * CallbackSet.all.count * Payload.allCases.count
    * Presentation.allCases.count * BackgroundMode.allCases.count

  /// The releases where a new epoch starts, ascending.
  let boundaries: [OSVersion]
  private let lock = NSLock()
  private var tables: [[Outcome]?]

  init(boundaries: [OSVersion]) {
    self.boundaries = boundaries
    tables = Array(repeating: nil, count: boundaries.count)
  }

  /// Returns the index of the epoch holding a release, or `nil` before the first boundary.
  func epoch(of os: OSVersion) -> Int? {
    boundaries.lastIndex { $0 <= os }
  }

  /// Returns the cached outcome of a slot in an epoch, filling the epoch's table first if need be.
  ///
  /// - Parameters:
  ///   - epoch: the epoch's index, from ``epoch(of:)``.
  ///   - slot: the scenario's slot, from ``slot(of:)``.
  ///   - compute: routes one scenario directly, for filling a table.
  /// - Returns: the outcome of the scenario in that slot on any release of the epoch.
  func outcome(epoch: Int, slot: Int, compute: (Scenario) -> Outcome) -> Outcome {
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[epoch] { return table[slot] }
    let release = boundaries[epoch]
    let table = (0..<Self.slotsPerEpoch).map { compute(Self.scenario(slot: $0, os: release)) }
    tables[epoch] = table
    return table[slot]
  }

  // Held once: a synthesized `allCases` builds a new array on every access, and `slot(of:)`
  // runs for every routed scenario.
  private static let states = AppState.allCases
  private static let payloads = Payload.allCases
  private static let presentations = Presentation.allCases
  private static let modes = BackgroundMode.allCases

  /// Returns the slot of a scenario within its release.
  static func slot(of scenario: Scenario) -> Int {
    var slot = states.firstIndex(of: scenario.state)!
    slot = slot * CallbackSet.all.count + Int(scenario.callbacks.bits)
    slot = slot * payloads.count + payloads.firstIndex(of: scenario.payload)!
    slot = slot * presentations.count + presentations.firstIndex(of: scenario.presentation)!
    return slot * modes.count + modes.firstIndex(of: scenario.backgroundMode)!
  }

  /// Returns the scenario of a slot on a release; the inverse of ``slot(of:)``.
  static func scenario(slot: Int, os: OSVersion) -> Scenario {
    var rest = slot
    func take<Value>(_ values: [Value]) -> Value {
      defer { rest /= values.count }
      return values[rest % values.count]
    }
    let mode = take(BackgroundMode.allCases)
    let presentation = take(Presentation.allCases)
    let payload = take(Payload.allCases)
    let callbacks = take(CallbackSet.all)
    let state = take(AppState.allCases)
    return Scenario(
      os: os, state: state, callbacks: callbacks, payload: payload, presentation: presentation,
      backgroundMode: mode)
  }
}
