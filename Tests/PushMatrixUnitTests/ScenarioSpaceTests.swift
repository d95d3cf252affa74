import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Enumerator")
struct ScenarioSpaceTests {
  @Test(
    "the default matrix has the computed count, each scenario once, in strictly ascending order")
  func defaultMatrix() {
    let scenarios = Array(ScenarioSpace.default)
    // 21 releases × 5 states × (8 sets × n/a + 8 sets × {none, banner+list}) × 3 payloads × 2
    // modes, and on the 7 releases from 14.0 the 8 sets with willPresent can also pass banner
    // or list alone; every condition at its default.
    #expect(ScenarioSpace.default.count == 21 * 5 * 24 * 3 * 2 + 7 * 5 * 16 * 3 * 2)
    #expect(scenarios.count == ScenarioSpace.default.count)
    #expect(zip(scenarios, scenarios.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("presentation is n/a exactly when willPresent is not implemented")
  func presentationFollowsWillPresent() {
    for scenario in ScenarioSpace.default {
      #expect(
        (scenario.presentation == .notApplicable) != scenario.callbacks.contains(.willPresent))
    }
  }

  @Test("filters keep only the chosen values, and a presentation filter drops sets it cannot fit")
  func filters() throws {
    let space = ScenarioSpace(
      versions: [try OSVersion(parsing: "12.3.1"), try OSVersion(parsing: "17.2")]
    ).restricted(to: [AppState.background]).restricted(to: [Presentation.bannerAndList])
    let scenarios = Array(space)
    #expect(scenarios.count == space.count)
    #expect(scenarios.count == 2 * 1 * 8 * 3 * 2)
    #expect(scenarios.allSatisfy { $0.presentation == .bannerAndList && $0.state == .background })
    #expect(scenarios.first?.os.description == "12.3.1")
    #expect(scenarios.last?.os.description == "17.2")
    // .banner alone exists from iOS 14 only.
    let bannerAlone = Array(space.restricted(to: [Presentation.banner]))
    #expect(bannerAlone.count == 1 * 1 * 8 * 3 * 2)
    #expect(bannerAlone.allSatisfy { $0.os.description == "17.2" })
  }

  @Test(
    "the count made without the keys is the number of keys, on every span of the releases",
    arguments: [
      ScenarioSpace.default, ScenarioSpace.default.restricted(to: [Presentation.banner]),
      // The conditions whose values an earlier axis constrains.
      ScenarioSpace.default.restricted(to: Response.allCases).restricted(
        to: DelegateTiming.allCases),
    ])
  func countWithoutKeys(space: ScenarioSpace) {
    var spans: Set<Int> = []
    for os in space.versions where spans.insert(ScenarioSpace.span(of: os)).inserted {
      #expect(space.keyCount(on: os) == space.keys(on: os).count, "\(os)")
    }
    #expect(spans.count > 1)
  }

  @Test("an empty axis gives an empty space")
  func emptySpace() {
    let space = ScenarioSpace().restricted(to: [AppState]())
    #expect(space.count == 0)
    #expect(Array(space).isEmpty)
  }
}
