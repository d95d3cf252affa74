import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// Renders the answer for one scenario: outcome, deciding rules, sources, notes, observations.
///
/// The basis is the one for the scenario: where the deciding rules rest on device tests of other
/// releases or other conditions only, it says which releases the answer is extrapolated from. A
/// rule that refines the others is followed by the rules it builds on. A note that a note rule
/// added shows that rule's basis and sources beneath it.
package enum ExplainRenderer {
  /// Returns the explanation as aligned text for a terminal, its prose wrapped to a width.
  ///
  /// - Parameters:
  ///   - trail: the scenario's route.
  ///   - judgements: the observations of the scenario with their verdicts, or `nil`.
  ///   - assumed: the identifiers of the axes the command was not told and assumed a value of.
  ///   - whatIf: the single changes that change the answer, when asked for.
  ///   - width: the columns prose is wrapped to; each callback's selector stays on its line.
  /// - Returns: the lines of the explanation, each ended by a line feed.
  package static func text(
    _ trail: Router.Trail, judgements: [Judgement]?, assumed: [String] = [],
    whatIf: WhatIf? = nil, width: Int = String.standardWidth
  ) -> String {
    func prose(_ lines: [String], hanging: Int) -> [String] {
      lines.flatMap { $0.wrapped(width: width, hangingIndent: hanging) }
    }
    let outcome = trail.outcome
    let scenario = trail.context.scenario
    var lines = prose(["scenario  \(trail.context.scenario)"], hanging: 10)
    lines += prose(
      assumed.map { id in
        "assumed   \(id)=\(value(of: id, in: scenario)) (not given; pass "
          + "--\(AxisRegistry.axes[AxisRegistry.position(ofID: id)!].option) to choose)"
      }, hanging: 10)
    lines += prose(
      answerFields(trail).map { label, text in
        label + String(repeating: " ", count: max(1, 10 - label.count)) + text
      }, hanging: 10)
    lines += selectorLines(scenario)
    lines += ["", "rules"]
    for entry in ruleEntries(trail) {
      lines += prose(["  \(entry.role): \(entry.id) (\(entry.basis))"], hanging: 4)
      lines += prose(["    \(entry.summary)"], hanging: 4)
      if let caveat = entry.caveat { lines += prose(["    caveat: \(caveat)"], hanging: 6) }
      lines += prose(sourceLines(entry.sources), hanging: 6)
    }
    if !outcome.notes.isEmpty {
      lines += ["", "notes"]
      for note in outcome.notes {
        lines += prose(["  [\(note.id)] \(note.text)"], hanging: 4)
        if let rule = noteRule(of: note, in: trail) {
          lines += ["    basis: \(rule.basis)"] + prose(sourceLines(rule.sources), hanging: 6)
        }
      }
    }
    lines += [""] + observationLines(judgements, width: width)
    if let whatIf { lines += [""] + whatIfLines(whatIf, width: width) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Returns the explanation as a JSON document.
  ///
  /// - Parameters:
  ///   - trail: the scenario's route.
  ///   - judgements: the observations of the scenario with their verdicts, or `nil`.
  ///   - assumed: the identifiers of the axes the command was not told and assumed a value of.
  ///   - whatIf: the single changes that change the answer, when asked for; `whatIf` is `null`
  ///     without them.
  /// - Returns: the JSON document.
  package static func json(
    _ trail: Router.Trail, judgements: [Judgement]?, assumed: [String] = [],
    whatIf: WhatIf? = nil
  ) -> String {
    let outcome = trail.outcome
    let scenario = trail.context.scenario
    var rules = roles(trail.arrivalRule, trail.arrivalBase, "arrival").map {
      ruleJSON($1, role: $0, for: scenario)
    }
    if let rule = trail.tapRule {
      rules += roles(rule, trail.tapBase, "tap").map { ruleJSON($1, role: $0, for: scenario) }
    }
    if let rule = extensionRule(of: trail) {
      rules.append(ruleJSON(rule, role: "extension", for: scenario))
    }
    if outcome.launchPayload != .notApplicable {
      rules.append(ruleJSON(trail.launchRule, role: "launch", for: scenario))
    }
    var members: [(String, JSONValue)] =
      zip(Scenario.columns, scenario.axisValues).map { ($0, .string($1)) }
    members += [
      ("assumed", .object(assumed.map { ($0, .string(value(of: $0, in: scenario))) })),
      (
        "selectors",
        .object(implemented(by: scenario).map { ($0.rawValue, .string($0.selector)) })
      ),
      ("headers", .object(headers(scenario).map { ($0, .string($1)) })),
    ]
    members += outcome.answerJSON
    members += [
      ("rule", .string(outcome.rule)),
      ("basis", .string(outcome.basis.rawValue)),
      ("extrapolatedFrom", releasesJSON(extrapolation(trail))),
      ("quirk", .optional(outcome.quirk)),
      ("rules", .array(rules)),
      ("notes", .array(outcome.notes.map { noteJSON($0, in: trail) })),
      ("observations", judgements.map { .array($0.map(judgementJSON)) } ?? .null),
      ("whatIf", whatIf.map(whatIfJSON) ?? .null),
    ]
    if let sdk = sdkJSON(trail) { members.append(("sdk", sdk)) }
    if let quirk = trail.quirk {
      members.insert(
        (
          "quirkDetail",
          .object([
            ("id", .string(quirk.id)), ("basis", .string(quirk.basis(for: scenario).rawValue)),
            ("observedOn", releasesJSON(quirk.observedOn)), ("summary", .string(quirk.summary)),
            ("sources", sourcesJSON(quirk.sources)),
          ])
        ), at: members.count - 3)
    }
    return JSONValue.object(members).rendered()
  }

  /// Returns the answer's fields as the text explanation labels them, from `banner` to
  /// `headers`, each with its text.
  static func answerFields(_ trail: Router.Trail) -> [(label: String, text: String)] {
    let outcome = trail.outcome
    let scenario = trail.context.scenario
    return [
      ("banner", outcome.banner ? "yes" : "no"),
      ("arrival", CallSequence.text(outcome.arrival)),
      ("tap", CallSequence.text(tap: outcome.tap)),
      (
        "center",
        outcome.notificationCenter
          ? "yes (Notification Center keeps it)" : "no (Notification Center does not keep it)"
      ),
      (
        "extension",
        outcome.extensionRuns
          ? "yes (the app's service extension runs before it is shown)"
          : "no (no service extension runs)"
      ),
      ("launch", launchText(outcome.launchPayload)),
      ("basis", basisText(outcome.basis, extrapolation(trail))),
      ("headers", headersText(scenario)),
    ] + sdkFields(trail)
  }

  /// Returns where the launch code finds the notification, as the text explanation words it.
  static func launchText(_ payload: LaunchPayload) -> String {
    switch payload {
    case .notApplicable: "n/a (nothing launches the app)"
    case .launchOptions:
      "launchOptions (application(_:didFinishLaunchingWithOptions:)'s "
        + "launchOptions[.remoteNotification])"
    case .connectionOptions:
      "connectionOptions (scene(_:willConnectTo:options:)'s "
        + "connectionOptions.notificationResponse)"
    case .none: "none (the launch code gets no notification)"
    }
  }

  /// Returns the rule that decided whether the service extension runs, for an app that has
  /// one; an app without one has nothing to decide.
  static func extensionRule(of trail: Router.Trail) -> ExtensionRule? {
    trail.context.serviceExtension == .present ? trail.extensionRule : nil
  }

  /// Returns the APNs headers the scenario's push is sent with, by name: the push type from
  /// iOS 13, when it is sent, and the priority.
  static func headers(_ scenario: Scenario) -> [(String, String)] {
    let pushType =
      scenario.os >= Epoch.pushTypeHeader
      ? scenario.pushType.sent(for: scenario.payload).map { [("apns-push-type", "\($0)")] }
        ?? [] : []
    return pushType + [("apns-priority", "\(scenario.priority.sent(for: scenario.payload))")]
  }

  /// Returns the headers line: each header, then whether it is what Apple asks for the payload.
  static func headersText(_ scenario: Scenario) -> String {
    let sent = headers(scenario).map { "\($0) \($1)" }.joined(separator: ", ")
    let payload = scenario.payload
    let asked =
      scenario.pushType.sent(for: payload) == PushType.recommended.sent(for: payload)
        && scenario.priority.sent(for: payload) == Priority.recommended.sent(for: payload)
      ? "as Apple asks for this payload" : "not as Apple asks for this payload"
    let absent =
      scenario.os < Epoch.pushTypeHeader
      ? "; no apns-push-type before iOS 13"
      : scenario.pushType == .absent ? "; no apns-push-type" : ""
    return "\(sent) (\(asked)\(absent); --push-type and --priority change them)"
  }

  /// Returns the identifier of a scenario's value on the axis with an identifier.
  static func value(of id: String, in scenario: Scenario) -> String {
    scenario.key.identifiers[AxisRegistry.position(ofID: id)!]
  }

  /// Returns the callbacks a scenario's app implements: `launch`, `sceneConnect` for a
  /// scene-based app, then its set in canonical order.
  static func implemented(by scenario: Scenario) -> [Callback] {
    [.launch] + (scenario.lifecycle == .scene ? [.sceneConnect] : []) + Array(scenario.callbacks)
  }

  /// Returns a rule and the rules it builds on, each with its role: `arrival` or `tap` for the
  /// rule, `arrival base` or `tap base` for the others.
  static func roles<Context, Decision>(
    _ rule: Rule<Context, Decision>, _ base: [Rule<Context, Decision>], _ role: String
  ) -> [(String, Rule<Context, Decision>)] {
    [(role, rule)] + base.map { (role + " base", $0) }
  }

  /// Returns the lines that show each implemented callback beside Apple's selector, the short
  /// names aligned, so that a reader can find the method in their code.
  private static func selectorLines(_ scenario: Scenario) -> [String] {
    let callbacks = implemented(by: scenario)
    let width = callbacks.map(\.rawValue.count).max() ?? 0
    return callbacks.enumerated().map { index, callback in
      (index == 0 ? "callbacks " : String(repeating: " ", count: 10)) + callback.rawValue
        + String(repeating: " ", count: width - callback.rawValue.count + 2) + callback.selector
    }
  }

  /// Returns the releases whose device tests the deciding rules, the rules they build on and the
  /// quirk are extrapolated from for the scenario, ascending.
  static func extrapolation(_ trail: Router.Trail) -> [OSVersion] {
    let arrival: [any Grounded] = [trail.arrivalRule] + trail.arrivalBase
    let tap: [any Grounded] = (trail.tapRule.map { [$0] } ?? []) + trail.tapBase
    let quirk: [any Grounded] = trail.quirk.map { [$0] } ?? []
    return Set((arrival + tap + quirk).flatMap { $0.extrapolation(for: trail.context.scenario) })
      .sorted()
  }

  /// Returns a basis, with the releases it is extrapolated from when there are any.
  static func basisText(_ basis: Basis, _ extrapolation: [OSVersion]) -> String {
    guard !extrapolation.isEmpty else { return basis.description }
    return "\(basis), extrapolated from observations on "
      + Phrase.list(extrapolation.map(\.description), .en)
  }

  /// Returns the basis of a rule or quirk for a scenario, with what it is extrapolated from.
  static func basisText(_ grounded: some Grounded, for scenario: Scenario) -> String {
    basisText(grounded.basis(for: scenario), grounded.extrapolation(for: scenario))
  }

  private static func releasesJSON(_ releases: [OSVersion]) -> JSONValue {
    .array(releases.map { .string($0.description) })
  }

  /// A rule or quirk that decided the scenario, as the explanation lists it.
  struct RuleEntry {
    /// `arrival`, `arrival base`, `tap`, `tap base`, `extension`, `launch` or `quirk`.
    var role: String
    var id: String
    /// The basis for the scenario, with the releases it is extrapolated from.
    var basis: String
    var summary: String
    var caveat: String?
    var sources: [Source]
  }

  /// Returns the rules and quirk that decided the scenario, in the order the explanation lists
  /// them: arrival, tap, extension (for an app that has one), launch (when the app launches),
  /// quirk.
  static func ruleEntries(_ trail: Router.Trail) -> [RuleEntry] {
    let scenario = trail.context.scenario
    func entry<Context, Decision>(_ role: String, _ rule: Rule<Context, Decision>) -> RuleEntry {
      RuleEntry(
        role: role, id: rule.id, basis: basisText(rule, for: scenario), summary: rule.summary,
        caveat: rule.caveat, sources: rule.sources)
    }
    var entries = roles(trail.arrivalRule, trail.arrivalBase, "arrival").map(entry)
    entries += trail.tapRule.map { roles($0, trail.tapBase, "tap").map(entry) } ?? []
    entries += extensionRule(of: trail).map { [entry("extension", $0)] } ?? []
    if trail.outcome.launchPayload != .notApplicable {
      entries.append(entry("launch", trail.launchRule))
    }
    if let quirk = trail.quirk {
      entries.append(
        RuleEntry(
          role: "quirk", id: quirk.id, basis: basisText(quirk, for: scenario),
          summary: quirk.summary, caveat: nil, sources: quirk.sources))
    }
    return entries + sdkRules(trail).map { entry("sdk", $0) }
  }

  private static func sourceLines(_ sources: [Source]) -> [String] {
    sources.map { "    source: \($0)" }
  }

  /// Returns the note rule that added a note, or `nil` for a note that a deciding rule gave.
  static func noteRule(of note: Note, in trail: Router.Trail) -> NoteRule? {
    trail.noteRules.first { $0.id == note.id }
  }

  private static func observationLines(_ judgements: [Judgement]?, width: Int) -> [String] {
    guard let judgements else { return ["observations: \(observationsNotLoaded)"] }
    guard !judgements.isEmpty else { return ["observations: \(noObservations)"] }
    return ["observations (\(judgements.count))"]
      + observationEntries(judgements).flatMap { entry in
        ("  " + entry.headline).wrapped(width: width, hangingIndent: 4)
          + entry.details.flatMap { ("    " + $0).wrapped(width: width, hangingIndent: 6) }
      }
  }

  /// What the explanation says when no observations folder was read.
  static let observationsNotLoaded = "not loaded (no observations folder; pass --observed DIR)"
  /// What the explanation says when no observation is of the scenario.
  static let noObservations = "none for this scenario"

  /// Returns each observation of the scenario as a headline (its ID, verdict and where it was
  /// made) and its details (each difference, and why an overruled one is overruled).
  static func observationEntries(_ judgements: [Judgement]) -> [(
    headline: String, details: [String]
  )] {
    judgements.map { judgement in
      let observation = judgement.observation
      // The ID, the contradiction and the location come from the files under review.
      let headline =
        ("\(observation.id) \(judgement.verdict.name)"
        + (observation.contradiction.map { " (\($0))" } ?? "")
        + ": \(observation.source.title), \(observation.location)").messageEscaped
      var details = judgement.differences.map { "differs: \($0)".messageEscaped }
      if case .overruled = judgement.verdict, let contradiction = judgement.contradiction {
        details.append("why: \(contradiction.resolution)")
      }
      return (headline, details)
    }
  }

  static func sourcesJSON(_ sources: [Source]) -> JSONValue {
    .array(
      sources.map {
        .object([
          ("title", .string($0.title)), ("url", .optional($0.url)),
          ("urlNote", .optional($0.urlNote)),
        ])
      })
  }

  static func ruleJSON<Context, Decision>(
    _ rule: Rule<Context, Decision>, role: String, for scenario: Scenario
  ) -> JSONValue {
    .object([
      ("role", .string(role)), ("id", .string(rule.id)),
      ("basis", .string(rule.basis(for: scenario).rawValue)),
      ("observedOn", releasesJSON(rule.observedOn)),
      ("summary", .string(rule.summary)), ("caveat", .optional(rule.caveat)),
      ("sources", sourcesJSON(rule.sources)),
    ])
  }

  private static func noteJSON(_ note: Note, in trail: Router.Trail) -> JSONValue {
    var members: [(String, JSONValue)] = [("id", .string(note.id)), ("text", .string(note.text))]
    if let rule = noteRule(of: note, in: trail) {
      members += [("basis", .string(rule.basis.rawValue)), ("sources", sourcesJSON(rule.sources))]
    }
    return .object(members)
  }

  private static func judgementJSON(_ judgement: Judgement) -> JSONValue {
    .object([
      ("id", .string(judgement.observation.id)),
      ("source", .string(judgement.observation.source.title)),
      ("where", .string(judgement.observation.location)),
      ("kind", .string(judgement.observation.kind.rawValue)),
      ("basis", .string(judgement.observation.basis.rawValue)),
      ("verdict", .string(judgement.verdict.name)),
      ("contradiction", .optional(judgement.observation.contradiction)),
      ("resolution", .optional(judgement.contradiction?.resolution)),
      ("differences", .array(judgement.differences.map { .string($0) })),
    ])
  }
}
