/// An observation, what the engine answers for it, and the verdict.
public struct Judgement: Sendable {
  public var observation: Observation
  /// The engine's outcome on each release the observation speaks of.
  public var outcomes: [(os: OSVersion, outcome: Outcome)]
  /// Where the observation and the engine differ.
  public var mismatches: [Mismatch]
  public var verdict: Verdict

  /// Judges one observation.
  public init(_ observation: Observation, router: Router = .standard) {
    self.observation = observation
    outcomes = observation.versions.versions.map {
      ($0, router.route(observation.scenario(on: $0)))
    }
    mismatches = outcomes.flatMap { os, outcome in
      Self.compare(observation, with: outcome).map {
        Mismatch(os: os, field: $0.field, observed: $0.observed, engine: $0.engine)
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

  /// Returns the judgement restricted to one release of the observation: the engine's outcome
  /// there, the mismatches there, and the verdict there (agrees when nothing differs there).
  ///
  /// - Returns: `nil` when the observation does not speak of the release.
  public func on(_ os: OSVersion) -> Judgement? {
    guard let outcome = outcomes.first(where: { $0.os == os }) else { return nil }
    var single = self
    single.observation.versions = .exactly(os)
    single.outcomes = [outcome]
    single.mismatches = mismatches.filter { $0.os == os }
    if single.mismatches.isEmpty { single.verdict = .agrees }
    return single
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
