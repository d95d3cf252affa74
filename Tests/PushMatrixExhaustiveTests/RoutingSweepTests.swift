import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

/// What the router answers, checked over every condition's cells: each arrival and response
/// decided by one rule, the service extension and the launch payload exactly where documented.
///
/// Each sweep routes every scenario of its space; the unit tests route the cases they name.
@Suite("Routing over every condition", .exhaustive)
struct RoutingSweepTests {
  /// Every condition but the sender's headers on a release before scenes and the extension, one
  /// with the extension and provisional authorization, and one with scenes and `.list`.
  static let conditions = ScenarioSpace(
    versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1), OSVersion(17)], conditions: .every
  ).recommendedHeaders.routedInBulk

  @Test(
    "one rule deciding alone covers each arrival, and each response to what is kept",
    arguments: [ScenarioSpace.default, Self.conditions])
  func rulesPartitionTheMatrix(space: ScenarioSpace) {
    let router = Router.standard
    for scenario in space {
      let context = RoutingContext(scenario)
      let arrivals = Self.decidingAlone(router.arrivalRules, context)
      #expect(arrivals.count == 1, "\(scenario): \(arrivals.map(\.id))")
      guard let first = router.arrivalRules.first(where: { $0.applies(context) }) else { continue }
      let arrival = first.decide(context)
      guard arrival.banner || arrival.notificationCenter else { continue }
      let taps = Self.decidingAlone(router.tapRules, TapContext(context, after: arrival))
      #expect(taps.count == 1, "\(scenario): \(taps.map(\.id))")
    }
  }

  /// Returns the rules that decide alone and apply where the refining rules that come first hand
  /// a context on, so that one rule, not the order of the list, settles each base.
  static func decidingAlone<Context, Decision>(
    _ rules: [Rule<Context, Decision>], _ context: Context
  ) -> [Rule<Context, Decision>] {
    var base = context
    while let refinement = rules.first(where: { $0.applies(base) })?.refinement {
      base = refinement.base(base)
    }
    return rules.filter { $0.refinement == nil && $0.applies(base) }
  }

  @Test("the extension runs exactly for a visible, allowed push with the flag and an extension")
  func runsExactlyWhereDocumented() {
    for scenario in Self.conditions {
      let outcome = Router.standard.route(scenario)
      let expected =
        scenario.serviceExtension == .present && scenario.mutableContent == .on
        && scenario.payload.isVisible && scenario.authorization != .denied
      #expect(outcome.extensionRuns == expected, "\(scenario)")
    }
  }

  @Test("a row says where the payload is exactly when its arrival or its tap starts with launch")
  func exactlyTheLaunchingRows() {
    for scenario in Self.conditions {
      let outcome = Router.standard.route(scenario)
      let launches = outcome.arrival.first == .launch || outcome.tap?.first == .launch
      #expect((outcome.launchPayload != .notApplicable) == launches, "\(scenario)")
    }
  }
}
