import PushMatrixEngine
import PushMatrixModel

/// The engine's answers under each condition the source documents held at its default, compared
/// with its answers under the defaults: what an app sees change when its user denies permission,
/// when it adopts scenes, and so on, one condition at a time.
package enum ConditionComparison {
  /// The outcome columns that transitions leave out: the conditions page names the rules that
  /// decide each new cell, their basis and the notes the condition brings beside it instead, so
  /// that cells whose callbacks change alike share a group whichever rules decide them and
  /// whatever else is remarked on them.
  package static let columnsNamedApart: Set<String> = ["rule", "basis", "notes"]

  /// Returns the condition values a space holds besides the defaults, in registry order and each
  /// axis's canonical order: those whose scenarios the space has with every other condition at
  /// its default.
  package static func conditions(in space: ScenarioSpace) -> [Facets.Value] {
    AxisRegistry.axes.indices.filter { AxisRegistry.axes[$0].isCondition }.flatMap { position in
      let others = AxisRegistry.axes.indices.filter {
        $0 != position && AxisRegistry.axes[$0].isCondition
      }
      guard
        others.allSatisfy({ other in
          AxisRegistry.axes[other].defaultOrdinal.map(space.choices[other].contains) == true
        })
      else { return [Facets.Value]() }
      return space.choices[position].filter { $0 != AxisRegistry.axes[position].defaultOrdinal }
        .map { Facets.Value(position: position, ordinal: $0) }
    }
  }

  /// Returns the scenarios of a space under one condition: its axis at its value, every other
  /// condition at its default.
  package static func space(_ condition: Facets.Value, in space: ScenarioSpace) -> ScenarioSpace {
    var slice = space
    for (position, axis) in AxisRegistry.axes.enumerated() where axis.isCondition {
      slice.restrict(
        axisAt: position,
        to: position == condition.position ? [condition.ordinal] : [axis.defaultOrdinal!])
    }
    return slice
  }

  /// Compares each scenario of a space under one condition with the same scenario under the
  /// default conditions.
  ///
  /// - Parameters:
  ///   - condition: the condition's axis and value; not its default.
  ///   - space: the scenarios, whose other conditions are taken at their defaults.
  ///   - router: the engine.
  /// - Returns: the cells that differ, keyed by their scenario under the condition, grouped
  ///   without the columns of ``columnsNamedApart``.
  package static func report(
    _ condition: Facets.Value, in space: ScenarioSpace, router: Router = .standard
  ) -> ChangeReport {
    let name = "\(condition.axis.id)=\(condition.identifier)"
    let changes = changes(
      in: Self.space(condition, in: space), from: condition.position, router: router)
    return ChangeReport(
      subject: name, changes: changes, from: "default conditions", to: name,
      omittedColumns: columnsNamedApart)
  }

  /// Compares each scenario of a space with the same scenario with a condition at its default,
  /// a release at a time.
  ///
  /// Each release's scenarios are routed in one call, and cells are compared only where the two
  /// outcomes' numbers differ (``Router/outcomeNumber(_:)``): the same number is the same
  /// outcome.
  ///
  /// - Parameters:
  ///   - space: the scenarios, the condition at values besides its default.
  ///   - position: the condition's registry position.
  ///   - router: the engine.
  /// - Returns: the changed rows from the default to the scenario, in enumeration order.
  package static func changes(in space: ScenarioSpace, from position: Int, router: Router)
    -> [CellChange]
  {
    var changes = OutcomeChanges(router: router)
    // The differences have different cells, so each makes a change.
    return ConditionDifferences.differences(in: space, from: position, router: router)
      .compactMap { changes.change(of: $0.scenario, from: $0.old, to: $0.new) }
  }
}
