import Testing

@testable import PushMatrixModel

/// The scenario key checked over the whole key space: every combination of every axis's values.
@Suite("Scenario keys over every combination", .exhaustive)
struct ScenarioKeySweepTests {
  @Test("the key is injective: every combination of every axis's values has its own key")
  func keyIsInjective() throws {
    var combinations: [[Int]] = [[]]
    for axis in AxisRegistry.axes {
      combinations = combinations.flatMap { prefix in (0..<axis.count).map { prefix + [$0] } }
    }
    #expect(combinations.count == AxisRegistry.keyCount)
    let keys = combinations.map(ScenarioKey.init(ordinals:))
    #expect(Set(keys).count == combinations.count)
    for (ordinals, key) in zip(combinations, keys) { #expect(key.ordinals == ordinals) }
  }

  @Test(
    "a release's keys are exactly the keys whose every value fits it, in ascending order",
    arguments: [OSVersion(9, 3, 2), OSVersion(26)])
  func keysAreTheFittingKeys(os: OSVersion) {
    let fitting = (0..<AxisRegistry.keyCount).map(ScenarioKey.init(rawValue:)).filter {
      Scenario(os: os, key: $0).firstMisfit() == nil
    }
    #expect(ScenarioSpace(versions: [os], conditions: .every).keys(on: os) == fitting)
  }
}
