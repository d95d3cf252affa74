import Testing

@testable import PushMatrixModel

/// The scenario key checked over the whole key space: every combination of every axis's values.
@Suite("Scenario keys over every combination", .exhaustive)
struct ScenarioKeySweepTests {
  @Test("the key is injective: every combination of every axis's values has its own key")
  func keyIsInjective() {
    // Every combination in canonical order, the last axis turning fastest: the n-th must have
    // the key n and read back as itself. So the keys are 0, 1, 2, … and no two combinations
    // share one, without holding some 25 million combinations (gigabytes) at once.
    let counts = AxisRegistry.axes.map(\.count)
    var ordinals = Array(repeating: 0, count: counts.count)
    var combinations = 0
    var wrong: [Int]?
    while wrong == nil {
      let key = ScenarioKey(ordinals: ordinals)
      if key.rawValue != combinations
        || !ordinals.indices.allSatisfy({ key.ordinal(at: $0) == ordinals[$0] })
      {
        wrong = ordinals
      }
      combinations += 1
      // The next combination: the last axis that can turn does, and those after it restart.
      guard let position = ordinals.indices.last(where: { ordinals[$0] + 1 < counts[$0] })
      else { break }
      ordinals[position] += 1
      for later in (position + 1)..<ordinals.count { ordinals[later] = 0 }
    }
    #expect(wrong == nil, "the combination \(wrong ?? []) has another key or reads back otherwise")
    #expect(combinations == AxisRegistry.keyCount)
  }

  @Test(
    "a release's keys are exactly the keys whose every value fits it, in ascending order",
    arguments: [OSVersion(9, 3, 2), OSVersion(26)])
  func keysAreTheFittingKeys(os: OSVersion) {
    let fitting = (0..<AxisRegistry.keyCount).lazy.map(ScenarioKey.init(rawValue:)).filter {
      Scenario(os: os, key: $0).firstMisfit() == nil
    }
    #expect(ScenarioSpace(versions: [os], conditions: .every).keys(on: os) == Array(fitting))
  }
}
