import PushMatrixModel

/// What happens when a notification arrives, before the user does anything: the arrival rule
/// that decided it, the rules that rule builds on, and the decision.
///
/// The arrival comes before the user's response (``Response``), so it cannot depend on it: the
/// engine decides it with the response at its default, and routes the scenarios that differ
/// only in their response from one stage. A class, so that sharing a stage copies a reference.
final class ArrivalStage: Sendable {
  let rule: ArrivalRule
  /// The rules the decision builds on, nearest first.
  let base: [ArrivalRule]
  let arrival: Arrival

  init(rule: ArrivalRule, base: [ArrivalRule], arrival: Arrival) {
    self.rule = rule
    self.base = base
    self.arrival = arrival
  }

  /// Returns the scenario whose arrival a scenario shares: the same, with the user's response at
  /// its default.
  static func key(of scenario: Scenario) -> Scenario {
    var scenario = scenario
    scenario.key.setOrdinal(responseDefault, at: responsePosition)
    return scenario
  }

  private static let responsePosition = AxisRegistry.position(of: Response.self)
  private static let responseDefault = Response.axis.ordinal(of: Response.axis.defaultValue!)

  /// The arrival stages of the scenarios routed last, one per slot.
  ///
  /// Keys that differ only in their response lie within one run of consecutive keys in
  /// canonical order, one slot apart for each combination of the axes after the response, so a
  /// slot per such combination catches every shared stage of keys routed in order.
  struct Memo {
    private var slots: [(key: ScenarioKey, os: OSVersion, stage: ArrivalStage)?]

    /// Creates a memo for routing some number of keys in order: none for a single key, which
    /// shares its stage with no other, such as one that ``Router/route(_:)`` missed.
    init(keys: Int) {
      slots = Array(repeating: nil, count: keys > 1 ? AxisRegistry.strides[responsePosition] : 0)
    }

    /// Returns the arrival stage of a scenario, deciding it only when the last scenario in its
    /// slot had another.
    mutating func stage(
      of scenario: Scenario, decidedBy decide: () -> ArrivalStage
    ) -> ArrivalStage {
      guard !slots.isEmpty else { return decide() }
      let shared = ArrivalStage.key(of: scenario)
      let slot = shared.key.rawValue % slots.count
      if let memo = slots[slot], memo.key == shared.key, memo.os == shared.os {
        return memo.stage
      }
      let stage = decide()
      slots[slot] = (shared.key, shared.os, stage)
      return stage
    }
  }
}
