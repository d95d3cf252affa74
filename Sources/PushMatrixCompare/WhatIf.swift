import PushMatrixEngine
import PushMatrixModel

/// The single changes of one scenario's values that change its answer, each with the new answer
/// and the rules that decide the parts that changed: what `explain --what-if` lists.
///
/// Every axis's other values are tried, one at a time, in registry order and each axis's value
/// order; an axis that depends on the changed one (what `willPresent` passes depends on the
/// callbacks) follows to its default for the new scenario where its value no longer fits, and a
/// change that leaves no valid scenario is skipped. The release is tried on every catalog
/// release, and consecutive releases with the same new answer, rules and adjustments make one
/// change written as a range (`8.0..9.3.2`), as the conditions' goldens write them: a change per
/// release would repeat one answer for every release of an epoch.
package struct WhatIf: Sendable {
  /// The scenario asked about.
  package let scenario: Scenario
  /// Its answer.
  package let answer: Answer
  /// The changes that give another answer: the release's first, then each axis's in registry
  /// order.
  package let changes: [Change]

  /// Finds every single change of a scenario's release or axis values that changes its answer.
  ///
  /// - Parameters:
  ///   - scenario: a valid scenario.
  ///   - router: the engine.
  package init(_ scenario: Scenario, router: Router = .standard) {
    self.scenario = scenario
    let original = router.trail(scenario)
    answer = Answer(original.outcome)
    var changes = Self.releaseChanges(of: scenario, from: original, router: router)
    for (position, axis) in AxisRegistry.axes.enumerated() {
      for ordinal in 0..<axis.count where ordinal != scenario.key.ordinal(at: position) {
        var changed = scenario
        changed.key.setOrdinal(ordinal, at: position)
        let setting = Setting(axis: axis.id, value: axis.identifiers[ordinal])
        if let change = Self.change(
          setting, changed, after: position, from: original, router: router)
        {
          changes.append(change)
        }
      }
    }
    self.changes = changes
  }

  /// Returns the changes of the release: each run of consecutive catalog releases on which the
  /// scenario answers alike, and otherwise than on its own release.
  private static func releaseChanges(
    of scenario: Scenario, from original: Router.Trail, router: Router
  ) -> [Change] {
    var runs: [(first: OSVersion, last: OSVersion, change: Change)] = []
    var extendsRun = false
    for os in OSCatalog.versions {
      var changed = scenario
      changed.os = os
      let setting = Setting(axis: OSVersion.axisID, value: os.description)
      guard let change = change(setting, changed, after: -1, from: original, router: router)
      else {
        extendsRun = false
        continue
      }
      if extendsRun, let run = runs.last, run.change.answersAlike(change) {
        runs[runs.count - 1].last = os
      } else {
        runs.append((os, os, change))
      }
      extendsRun = true
    }
    return runs.map { run in
      var change = run.change
      if run.first != run.last { change.settings[0].value = "\(run.first)..\(run.last)" }
      return change
    }
  }

  /// Returns the change a setting makes, or `nil` when it leaves no valid scenario or changes
  /// nothing of the answer.
  ///
  /// - Parameters:
  ///   - setting: the release or axis value set.
  ///   - changed: the scenario with it set.
  ///   - position: the registry position of the axis set, -1 for the release: the axes after it
  ///     that no longer fit follow to their default for the changed scenario.
  ///   - original: the route of the scenario asked about.
  ///   - router: the engine.
  /// - Returns: the change, or `nil`.
  private static func change(
    _ setting: Setting, _ changed: Scenario, after position: Int, from original: Router.Trail,
    router: Router
  ) -> Change? {
    var scenario = changed
    var settings = [setting]
    for later in AxisRegistry.axes.indices where later > position {
      let axis = AxisRegistry.axes[later]
      guard !axis.fits(scenario.key.ordinal(at: later), in: scenario) else { continue }
      let fallback = axis.defaultOrdinal(in: scenario).flatMap {
        axis.fits($0, in: scenario) ? $0 : nil
      }
      guard let ordinal = fallback ?? axis.allowedOrdinals(in: scenario).first else { return nil }
      scenario.key.setOrdinal(ordinal, at: later)
      settings.append(Setting(axis: axis.id, value: axis.identifiers[ordinal]))
    }
    guard scenario.firstMisfit() == nil else { return nil }
    let trail = router.trail(scenario)
    let answer = Answer(trail.outcome)
    let parts = answer.parts(differingFrom: Answer(original.outcome))
    guard !parts.isEmpty else { return nil }
    return Change(
      settings: settings, scenario: scenario, answer: answer, parts: parts,
      deciders: deciders(of: trail, for: parts, from: original))
  }

  /// Returns the rules that decide the parts of an answer that changed, and the quirk when one
  /// applies that did not before.
  private static func deciders(
    of trail: Router.Trail, for parts: [Answer.Part], from original: Router.Trail
  ) -> [Decider] {
    let scenario = trail.context.scenario
    var deciders: [Decider] = []
    func add(_ role: Decider.Role, _ decider: some Grounded & Identifiable<String>) {
      deciders.append(Decider(role: role, id: decider.id, basis: decider.basis(for: scenario)))
    }
    let roles = Set(parts.map(\.role))
    if roles.contains(.arrival) { add(.arrival, trail.arrivalRule) }
    if roles.contains(.tap), let rule = trail.tapRule { add(.tap, rule) }
    if roles.contains(.extension) { add(.extension, trail.extensionRule) }
    if roles.contains(.launch) { add(.launch, trail.launchRule) }
    if let quirk = trail.quirk, quirk.id != original.quirk?.id { add(.quirk, quirk) }
    return deciders
  }
}
