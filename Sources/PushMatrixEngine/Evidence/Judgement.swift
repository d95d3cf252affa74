import PushMatrixIO
import PushMatrixModel

/// An observation, what the engine answers for it, and the verdict.
public struct Judgement: Sendable {
  public var observation: Observation
  /// The engine's outcome for each scenario judged: by default every scenario the observation
  /// speaks of, release by release.
  public var outcomes: [(scenario: Scenario, outcome: Outcome)]
  /// Where the observation and the engine differ.
  public var mismatches: [Mismatch]
  public var verdict: Verdict

  /// Judges one observation on every scenario it speaks of.
  public init(_ observation: Observation, router: Router = .standard) {
    self.init(
      observation, on: observation.versions.versions.flatMap(observation.scenarios(on:)),
      router: router)
  }

  /// Judges one observation on the given scenarios, which it must speak of; an observation of
  /// an SDK's handlers is judged by the engine followed by that SDK's bridge.
  public init(_ observation: Observation, on scenarios: [Scenario], router: Router = .standard) {
    self.observation = observation
    let router = observation.sdk.map(router.bridging) ?? router
    outcomes = scenarios.map { ($0, router.route($0)) }
    mismatches = outcomes.flatMap { scenario, outcome in
      Self.compare(observation, with: outcome).map {
        Mismatch(scenario: scenario, field: $0.field, observed: $0.observed, engine: $0.engine)
      }
    }
    verdict =
      if mismatches.isEmpty {
        .agrees
      } else if let id = observation.contradiction, Contradiction.named(id) != nil {
        .overruled(contradiction: id)
      } else {
        .unexplained
      }
  }

  /// Returns the judgement restricted to one scenario it judged: the engine's outcome there, the
  /// mismatches there, and the verdict there (agrees when nothing differs there).
  ///
  /// - Returns: `nil` when the scenario was not judged.
  public func on(_ scenario: Scenario) -> Judgement? {
    guard let outcome = outcomes.first(where: { $0.scenario == scenario }) else { return nil }
    return single(outcome, mismatches: mismatches.filter { $0.scenario == scenario })
  }

  /// Returns the judgement restricted to each scenario it judged that a predicate keeps, as
  /// ``on(_:)`` gives it, in the order judged: the way to split a judgement over many scenarios,
  /// each found once.
  public func onEach(where isIncluded: (Scenario) -> Bool) -> [(Scenario, Judgement)] {
    let mismatchesByScenario = Dictionary(grouping: mismatches, by: \.scenario)
    return outcomes.filter { isIncluded($0.scenario) }.map { outcome in
      (outcome.scenario, single(outcome, mismatches: mismatchesByScenario[outcome.scenario] ?? []))
    }
  }

  private func single(_ outcome: (scenario: Scenario, outcome: Outcome), mismatches: [Mismatch])
    -> Judgement
  {
    var single = self
    single.observation.versions = .exactly(outcome.scenario.os)
    single.outcomes = [outcome]
    single.mismatches = mismatches
    if mismatches.isEmpty { single.verdict = .agrees }
    return single
  }

  /// The mismatches as reports list them, each text once: an unconstrained axis repeats the
  /// same difference on every value it spans.
  public var differences: [String] {
    var seen: Set<String> = []
    return mismatches.map(\.description).filter { seen.insert($0).inserted }
  }

  /// The contradiction whose resolution explains an overruled verdict.
  public var contradiction: Contradiction? {
    observation.contradiction.flatMap(Contradiction.named)
  }

  /// Returns each column of the answer the observation states and the engine answers
  /// otherwise, in the order of ``OutcomeColumns/answer``, with both cells.
  private static func compare(_ observation: Observation, with outcome: Outcome)
    -> [(field: String, observed: String, engine: String)]
  {
    OutcomeColumns.answer.compactMap { column in
      guard observation.stated.contains(column.id) else { return nil }
      let (observed, engine) = (column.cell(observation.claimed), column.cell(outcome))
      return observed == engine ? nil : (column.id, observed, engine)
    }
  }
}
