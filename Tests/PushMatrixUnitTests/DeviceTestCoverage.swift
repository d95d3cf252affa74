@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel

/// The releases on which the ledger's device tests back each arrival rule, tap rule and quirk,
/// worked out from the judgements, to check what each one declares.
///
/// A device test backs a decider on a release when it agrees with the engine there and states a
/// field the decider settled: the arrival rule settles the banner and, unless a quirk changed
/// them, the arrival calls; the tap rule settles the tap unless a quirk changed it; a quirk
/// settles what it changed.
enum DeviceTestCoverage {
  /// The releases of each decider, by ID; a decider no device test backs is absent.
  static func releases(in ledger: Ledger) -> [String: Set<OSVersion>] {
    var releases: [String: Set<OSVersion>] = [:]
    for judgement in ledger.judgements where judgement.observation.kind == .deviceTest {
      let observation = judgement.observation
      for (scenario, _) in judgement.outcomes
      where judgement.on(scenario)?.mismatches.isEmpty == true {
        let trail = ledger.router.trail(scenario)
        let arrival = trail.arrivalRule.decide(trail.context)
        let quirk = trail.quirk?.id
        let arrivalByRule = trail.outcome.arrival == arrival.calls
        if case .stated = observation.banner {
          releases[trail.arrivalRule.id, default: []].insert(scenario.os)
        }
        if case .stated = observation.arrival {
          releases[arrivalByRule ? trail.arrivalRule.id : quirk!, default: []].insert(scenario.os)
        }
        if case .stated = observation.tap, let tapRule = trail.tapRule {
          let tapByRule =
            trail.outcome.tap == tapRule.decide(TapContext(trail.context, after: arrival))
          releases[tapByRule ? tapRule.id : quirk!, default: []].insert(scenario.os)
        }
      }
    }
    return releases
  }
}
