import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

@Suite("Outcome tables in pages by the conditions' values")
struct OutcomeTableTests {
  @Test("a key splits into its other axes and its conditions, and nothing else")
  func parts() {
    let combinations = AxisRegistry.conditionCombinations
    #expect(AxisRegistry.keyCount % combinations == 0)
    let axes = AxisRegistry.axes
    #expect(axes[AxisRegistry.firstCondition...].allSatisfy { $0.isCondition })
    #expect(axes[..<AxisRegistry.firstCondition].allSatisfy { !$0.isCondition })
    for rawValue in stride(from: 0, to: AxisRegistry.keyCount, by: 7919) {
      let key = ScenarioKey(rawValue: rawValue)
      let (others, conditions) = key.parts
      #expect(others * combinations + conditions == rawValue)
      // Another value of an axis that is no condition moves the key to another slot of the
      // same page; another condition value, to another page.
      for position in AxisRegistry.axes.indices {
        var moved = key
        moved.setOrdinal(
          (key.ordinal(at: position) + 1) % AxisRegistry.counts[position], at: position)
        if AxisRegistry.counts[position] == 1 { continue }
        let isCondition = position >= AxisRegistry.firstCondition
        #expect((moved.parts.conditions == conditions) == !isCondition, "axis \(position)")
        #expect((moved.parts.others == others) == isCondition, "axis \(position)")
      }
    }
  }

  @Test("a table allocates a page only for the combinations of conditions it stores")
  func pages() {
    let combinations = AxisRegistry.conditionCombinations
    let (first, sameConditions, otherConditions) = (
      ScenarioKey(rawValue: 0), ScenarioKey(rawValue: combinations), ScenarioKey(rawValue: 1)
    )
    var table = OutcomeTable()
    #expect(table[first] == nil)
    #expect(table.allocatedPages == 0)
    table.store(7, for: first)
    table.store(8, for: sameConditions)
    #expect(table.allocatedPages == 1)
    #expect(table[first] == 7 && table[sameConditions] == 8)
    table.store(9, for: otherConditions)
    #expect(table.allocatedPages == 2)
    #expect(table[otherConditions] == 9)
    #expect(table[ScenarioKey(rawValue: combinations + 1)] == nil)
  }
}
