import PushMatrixCompare
import PushMatrixEngine
import PushMatrixModel

/// What each condition of a space changes, worked out once for the conditions page in every
/// language: for each condition value besides the defaults, the change report's groups of the
/// cells that differ from the default conditions' cells, each covered by boxes of cells.
package struct ConditionChanges: Sendable {
  /// The registry positions of the condition axes.
  package static let conditionPositions = AxisRegistry.axes.indices.filter {
    AxisRegistry.axes[$0].isCondition
  }

  /// The registry positions of every other axis, whose values a box holds.
  package static let scenarioPositions = AxisRegistry.axes.indices.filter {
    !AxisRegistry.axes[$0].isCondition
  }

  /// A section per condition value of ``ConditionComparison/conditions(in:)`` that changes a
  /// cell, in its order.
  package let sections: [Section]
  /// The notes the boxes name, by slug.
  package let notes: [String: Note]

  /// Compares every condition value of a space besides the defaults with the defaults.
  ///
  /// - Parameters:
  ///   - space: the scenarios, whose releases the boxes index.
  ///   - router: the engine.
  package init(_ space: ScenarioSpace, router: Router) {
    let releases = Dictionary(uniqueKeysWithValues: space.versions.enumerated().map { ($1, $0) })
    // Each condition on its own processor.
    let compared = ConditionComparison.conditions(in: space).concurrentMap(minimumCount: 2) {
      Self.section($0, in: space, releases: releases, router: router)
    }
    sections = compared.compactMap(\.section)
    notes = compared.reduce(into: [:]) { $0.merge($1.notes) { first, _ in first } }
  }

  /// Compares one condition value with the defaults.
  ///
  /// - Returns: the condition's section, `nil` when it changes no cell, and the notes its boxes
  ///   name, by slug.
  private static func section(
    _ condition: Facets.Value, in space: ScenarioSpace, releases: [OSVersion: Int],
    router: Router
  ) -> (section: Section?, notes: [String: Note]) {
    var notes: [String: Note] = [:]
    // What a condition brings depends on the two outcomes alone: worked out once per pair of
    // outcome numbers, of which there are a few hundred for tens of thousands of cells, and
    // numbered, each distinct one once, so that covering the cells compares numbers.
    var annotations: [ChangeBox.Annotation] = []
    var numberOfAnnotation: [ChangeBox.Annotation: Int] = [:]
    var annotationOfOutcomes: [CellChange.Outcomes: Int] = [:]
    func annotation(_ outcomes: CellChange.Outcomes) -> Int {
      if let number = annotationOfOutcomes[outcomes] { return number }
      let new = router.outcome(numbered: outcomes.new)
      for note in new.notes { notes[note.id] = note }
      let annotation = Self.brought(by: new, over: router.outcome(numbered: outcomes.old))
      let number = numberOfAnnotation[annotation] ?? annotations.count
      if number == annotations.count {
        annotations.append(annotation)
        numberOfAnnotation[annotation] = number
      }
      annotationOfOutcomes[outcomes] = number
      return number
    }
    let groups = ConditionComparison.report(condition, in: space, router: router).groups.map {
      group in
      // A key's cells on every release between the same two outcomes: one cell before
      // ``ChangeBox/covering(_:annotations:)`` joins the releases, instead of one per release.
      // A condition's comparison numbers the outcomes of every change it makes.
      var releasesOf: [BoxedKey: [Int]] = [:]
      // Changes come release by release: each release's index is looked up once.
      var release: (os: OSVersion, index: Int)?
      for change in group.changes {
        if release?.os != change.key.os { release = (change.key.os, releases[change.key.os]!) }
        releasesOf[BoxedKey(key: change.key.key, outcomes: change.outcomes!), default: []]
          .append(release!.index)
      }
      let cells = releasesOf.map { boxed, releases in
        ChangeBox.Cell(releases: releases, key: boxed.key, annotation: annotation(boxed.outcomes))
      }
      return Group(
        differences: group.differences, cellCount: group.changes.count,
        location: group.location, conditions: group.changes[0].key.key,
        boxes: ChangeBox.covering(cells, annotations: annotations))
    }
    // The cells whose outcome stays the same, decided or remarked on otherwise, come last.
    let ordered = groups.filter { !$0.differences.isEmpty } + groups.filter(\.differences.isEmpty)
    return (ordered.isEmpty ? nil : Section(condition: condition, groups: ordered), notes)
  }

  /// A changed key and the outcomes it changes between.
  private struct BoxedKey: Hashable {
    var key: ScenarioKey
    var outcomes: CellChange.Outcomes
  }

  /// Returns the rules, quirk and notes a condition brings to a cell: those of its new outcome
  /// that its default outcome has not, or, when there are none, every one of the new outcome.
  private static func brought(by new: Outcome, over old: Outcome) -> ChangeBox.Annotation {
    let all =
      [new.arrivalRule, new.tapRule, new.quirk].compactMap { $0 }
      + (new.extensionRule == old.extensionRule ? [] : [new.extensionRule])
      + (new.launchRule == old.launchRule ? [] : [new.launchRule])
    let before = Set([old.arrivalRule, old.tapRule, old.quirk].compactMap { $0 })
    let rules = all.filter { !before.contains($0) }
    let notes = new.notes.filter { !old.notes.contains($0) }.map(\.id)
    return rules.isEmpty && notes.isEmpty
      ? ChangeBox.Annotation(rules: all, notes: new.notes.map(\.id))
      : ChangeBox.Annotation(rules: rules, notes: notes)
  }
}
