import PushMatrixModel

/// The scenarios whose cells change when a condition the documents held at its default takes
/// another value: the engine's side of a condition's comparison, kept as outcome numbers and
/// worked out once per engine, since a condition's golden and the conditions page compare the
/// same scenarios, on two threads at once in `check` and `generate`.
package enum ConditionDifferences {
  /// What ``differences(in:from:router:)`` compares: a space, and the position of the condition
  /// that its scenarios hold off their default.
  package struct Subject: Hashable, Sendable {
    package var space: ScenarioSpace
    package var position: Int
  }

  /// A scenario whose cells differ from the same scenario's with the condition at its default,
  /// by the numbers of the two outcomes: what the engine keeps of a comparison
  /// (``Router/conditionChanges``), a few bytes a scenario.
  package struct Difference: Sendable {
    package var scenario: Scenario
    /// The number of the outcome with the condition at its default.
    package var old: Int
    /// The number of the scenario's outcome.
    package var new: Int
  }

  /// Returns the scenarios of a space whose cells differ from the defaults', compared once for
  /// every caller, in enumeration order: the rows of a comparison by outcome number.
  package static func differences(in space: ScenarioSpace, from position: Int, router: Router)
    -> [Difference]
  {
    router.conditionChanges.value(Subject(space: space, position: position)) {
      guard let defaultOrdinal = AxisRegistry.axes[position].defaultOrdinal else { return [] }
      var cells = OutcomeCells(router: router)
      var differences: [Difference] = []
      for (os, keys) in space.releases {
        let defaults = keys.map { key in
          var key = key
          key.setOrdinal(defaultOrdinal, at: position)
          return key
        }
        let numbers = router.outcomeNumbers(of: keys, on: os)
        let defaultNumbers = router.outcomeNumbers(of: defaults, on: os)
        for index in keys.indices where numbers[index] != defaultNumbers[index] {
          let (old, new) = (Int(defaultNumbers[index]), Int(numbers[index]))
          if cells.cells(old) != cells.cells(new) {
            differences.append(
              Difference(scenario: Scenario(os: os, key: keys[index]), old: old, new: new))
          }
        }
      }
      return differences
    }
  }
}
