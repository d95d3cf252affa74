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

  /// Judges one observation on the given scenarios, which it must speak of.
  public init(_ observation: Observation, on scenarios: [Scenario], router: Router = .standard) {
    self.observation = observation
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

  private static func compare(_ observation: Observation, with outcome: Outcome)
    -> [(field: String, observed: String, engine: String)]
  {
    var differences: [(String, String, String)] = []
    if case .stated(let banner) = observation.banner, banner != outcome.banner {
      differences.append(("banner", banner ? "yes" : "no", outcome.banner ? "yes" : "no"))
    }
    if case .stated(let kept) = observation.notificationCenter, kept != outcome.notificationCenter {
      differences.append(
        ("notificationCenter", kept ? "yes" : "no", outcome.notificationCenter ? "yes" : "no"))
    }
    if case .stated(let runs) = observation.extensionRuns, runs != outcome.extensionRuns {
      differences.append(
        ("extensionRuns", runs ? "yes" : "no", outcome.extensionRuns ? "yes" : "no"))
    }
    if case .stated(let payload) = observation.launchPayload, payload != outcome.launchPayload {
      differences.append(
        ("launchPayload", payload.rawValue, outcome.launchPayload.rawValue))
    }
    if case .stated(let arrival) = observation.arrival, arrival != outcome.arrival {
      differences.append(
        ("arrival", CallSequence.text(arrival), CallSequence.text(outcome.arrival)))
    }
    if case .stated(let tap) = observation.tap, tap != outcome.tap {
      differences.append(
        ("tap", CallSequence.text(tap: tap), CallSequence.text(tap: outcome.tap)))
    }
    return differences
  }
}
