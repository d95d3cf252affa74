/// A scenario space routed once, with the documents' observations indexed by scenario.
///
/// Views look up many cells several times; the router computes each outcome once per epoch of
/// releases, and indexing the ledger by everything but the release and judging each observed
/// scenario once keeps building every view of the default matrix fast.
public struct RoutedSpace: Sendable {
  /// The scenarios.
  public let space: ScenarioSpace
  /// The engine that routed them.
  public let router: Router
  /// The basis of every rule of the router, by rule ID.
  public let ruleBasis: [String: Basis]
  /// The notes of every routed outcome, by slug.
  public let notes: [String: Note]
  /// The documents that have observations, by the prefix of their observations' IDs (such as
  /// `CO`), in ledger order.
  public let observationPrefixes: [(prefix: String, source: Source)]
  /// The banner, arrival and tap of every routed outcome, each once.
  public let distinctOutcomes: Set<TableView.Cell.Outcome>
  private let observations: [ObservationKey: [Observation]]
  /// The judgements of the scenarios that have observations, made once.
  private let judgementsByScenario: [PackedScenario: [Judgement]]
  /// The scenarios of the space that have judgements, in ascending order.
  let observedScenarios: [Scenario]

  /// A scenario packed into one integer, which hashes far faster than the scenario's strings.
  private struct PackedScenario: Hashable {
    var value: UInt64

    init(_ scenario: Scenario) {
      func index<Value: CaseIterable & Equatable>(_ value: Value) -> UInt64
      where Value.AllCases == [Value] {
        UInt64(Value.allCases.firstIndex(of: value)!)
      }
      let os = scenario.os
      let release =
        UInt64(truncatingIfNeeded: os.major) << 32 | UInt64(truncatingIfNeeded: os.minor) << 16
        | UInt64(truncatingIfNeeded: os.patch)
      value =
        release << 12 | index(scenario.state) << 9 | UInt64(scenario.callbacks.bits) << 5
        | index(scenario.payload) << 3 | index(scenario.presentation) << 1
        | index(scenario.backgroundMode)
    }
  }

  /// An observation's scenario with the release left out.
  private struct ObservationKey: Hashable {
    var state: AppState
    var callbacks: CallbackSet
    var payload: Payload
    var presentation: Presentation
    var backgroundMode: BackgroundMode
  }

  /// Routes every scenario of the space and indexes the ledger's observations, if any.
  public init(_ space: ScenarioSpace, ledger: Ledger?, router: Router = .standard) {
    self.space = space
    self.router = router
    ruleBasis = Dictionary(
      router.arrivalRules.map { ($0.id, $0.basis) } + router.tapRules.map { ($0.id, $0.basis) },
      uniquingKeysWith: { first, _ in first })
    var notes: [String: Note] = [:]
    var distinct: Set<TableView.Cell.Outcome> = []
    // Scenarios with one outcome key share one outcome, so one of them stands for all.
    var routedKeys = [Bool](repeating: false, count: router.outcomeKeyCount)
    for scenario in space {
      if let key = router.outcomeKey(scenario) {
        if routedKeys[key] { continue }
        routedKeys[key] = true
      }
      let outcome = router.route(scenario)
      distinct.insert(TableView.Cell.Outcome(outcome))
      for note in outcome.notes { notes[note.id] = note }
    }
    self.notes = notes
    distinctOutcomes = distinct
    var observations: [ObservationKey: [Observation]] = [:]
    var prefixes: [(prefix: String, source: Source)] = []
    for judgement in ledger?.judgements ?? [] {
      let observation = judgement.observation
      observations[Self.key(observation.scenario(on: Epoch.remoteNotifications)), default: []]
        .append(observation)
      let prefix = String(observation.id.prefix { $0 != "-" })
      if !prefixes.contains(where: { $0.prefix == prefix }) {
        prefixes.append((prefix, observation.source))
      }
    }
    self.observations = observations
    observationPrefixes = prefixes
    var judgements: [PackedScenario: [Judgement]] = [:]
    var observed: [Scenario] = []
    for key in observations.keys {
      for os in space.versions {
        let scenario = Scenario(
          os: os, state: key.state, callbacks: key.callbacks, payload: key.payload,
          presentation: key.presentation, backgroundMode: key.backgroundMode)
        guard space.contains(scenario) else { continue }
        let made = Self.judge(scenario, observations, router)
        if !made.isEmpty {
          judgements[PackedScenario(scenario)] = made
          observed.append(scenario)
        }
      }
    }
    judgementsByScenario = judgements
    observedScenarios = observed.sorted()
  }

  /// Returns the engine's outcome for a scenario.
  public func outcome(_ scenario: Scenario) -> Outcome {
    router.route(scenario)
  }

  /// Returns the judgements of the observations that speak of this very scenario, each judged on
  /// the scenario's release alone, in the ledger's order.
  public func judgements(_ scenario: Scenario) -> [Judgement] {
    judgementsByScenario[PackedScenario(scenario)] ?? Self.judge(scenario, observations, router)
  }

  private static func judge(
    _ scenario: Scenario, _ observations: [ObservationKey: [Observation]], _ router: Router
  ) -> [Judgement] {
    (observations[key(scenario)] ?? []).filter { $0.versions.contains(scenario.os) }.map {
      var single = $0
      single.versions = .exactly(scenario.os)
      return Judgement(single, router: router)
    }
  }

  private static func key(_ scenario: Scenario) -> ObservationKey {
    ObservationKey(
      state: scenario.state, callbacks: scenario.callbacks, payload: scenario.payload,
      presentation: scenario.presentation, backgroundMode: scenario.backgroundMode)
  }
}
