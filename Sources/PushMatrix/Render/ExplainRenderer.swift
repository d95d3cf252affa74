/// Renders the answer for one scenario: outcome, deciding rules, sources, notes, observations.
public enum ExplainRenderer {
  /// Returns the explanation as aligned text for a terminal.
  public static func text(_ trail: Router.Trail, judgements: [Judgement]?) -> String {
    let outcome = trail.outcome
    var lines = [
      "scenario  \(trail.context.scenario)",
      "banner    \(outcome.banner ? "yes" : "no")",
      "arrival   \(CallSequence.text(outcome.arrival))",
      "tap       \(CallSequence.text(tap: outcome.tap))",
      "basis     \(outcome.basis)",
      "",
      "rules",
    ]
    lines += ruleLines(
      id: trail.arrivalRule.id, basis: trail.arrivalRule.basis, summary: trail.arrivalRule.summary,
      caveat: trail.arrivalRule.caveat, sources: trail.arrivalRule.sources, role: "arrival")
    if let rule = trail.tapRule {
      lines += ruleLines(
        id: rule.id, basis: rule.basis, summary: rule.summary, caveat: rule.caveat,
        sources: rule.sources, role: "tap")
    }
    if let quirk = trail.quirk {
      lines += ruleLines(
        id: quirk.id, basis: quirk.basis, summary: quirk.summary, caveat: nil,
        sources: quirk.sources, role: "quirk")
    }
    if !outcome.notes.isEmpty {
      lines += ["", "notes"] + outcome.notes.map { "  [\($0.id)] \($0.text)" }
    }
    lines += [""] + observationLines(judgements)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Returns the explanation as a JSON document.
  public static func json(_ trail: Router.Trail, judgements: [Judgement]?) -> String {
    let outcome = trail.outcome
    let scenario = trail.context.scenario
    var rules = [ruleJSON(trail.arrivalRule, role: "arrival")]
    if let rule = trail.tapRule { rules.append(ruleJSON(rule, role: "tap")) }
    var members: [(String, JSONValue)] =
      zip(Axis.allCases, scenario.axisValues).map { ($0.rawValue, .string($1)) }
    members += [
      ("banner", .bool(outcome.banner)),
      ("arrival", .array(outcome.arrival.map { .string($0.rawValue) })),
      ("tap", outcome.tap.map { .array($0.map { .string($0.rawValue) }) } ?? .null),
      ("rule", .string(outcome.rule)),
      ("basis", .string(outcome.basis.rawValue)),
      ("quirk", .optional(outcome.quirk)),
      ("rules", .array(rules)),
      (
        "notes",
        .array(outcome.notes.map { .object([("id", .string($0.id)), ("text", .string($0.text))]) })
      ),
      ("observations", judgements.map { .array($0.map(judgementJSON)) } ?? .null),
    ]
    if let quirk = trail.quirk {
      members.insert(
        (
          "quirkDetail",
          .object([
            ("id", .string(quirk.id)), ("basis", .string(quirk.basis.rawValue)),
            ("summary", .string(quirk.summary)), ("sources", sourcesJSON(quirk.sources)),
          ])
        ), at: members.count - 2)
    }
    return JSONValue.object(members).rendered()
  }

  private static func ruleLines(
    id: String, basis: Basis, summary: String, caveat: String?, sources: [Source], role: String
  ) -> [String] {
    var lines = ["  \(role): \(id) (\(basis))", "    \(summary)"]
    if let caveat { lines.append("    caveat: \(caveat)") }
    lines += sources.map { "    source: \($0)" }
    return lines
  }

  private static func observationLines(_ judgements: [Judgement]?) -> [String] {
    guard let judgements else {
      return ["observations: not loaded (no observations folder; pass --observed DIR)"]
    }
    guard !judgements.isEmpty else { return ["observations: none for this scenario"] }
    var lines = ["observations (\(judgements.count))"]
    for judgement in judgements {
      let observation = judgement.observation
      // The ID, the contradiction and the location come from the files under review.
      lines.append(
        ("  \(observation.id) \(judgement.verdict.name)"
          + (observation.contradiction.map { " (\($0))" } ?? "")
          + ": \(observation.source.title), \(observation.location)").messageEscaped)
      lines += judgement.mismatches.map { "    differs: \($0)" }
      if case .overruled = judgement.verdict, let contradiction = judgement.contradiction {
        lines.append("    why: \(contradiction.resolution)")
      }
    }
    return lines
  }

  private static func sourcesJSON(_ sources: [Source]) -> JSONValue {
    .array(sources.map { .object([("title", .string($0.title)), ("url", .optional($0.url))]) })
  }

  private static func ruleJSON<Context, Decision>(
    _ rule: Rule<Context, Decision>, role: String
  ) -> JSONValue {
    .object([
      ("role", .string(role)), ("id", .string(rule.id)), ("basis", .string(rule.basis.rawValue)),
      ("summary", .string(rule.summary)), ("caveat", .optional(rule.caveat)),
      ("sources", sourcesJSON(rule.sources)),
    ])
  }

  private static func judgementJSON(_ judgement: Judgement) -> JSONValue {
    .object([
      ("id", .string(judgement.observation.id)),
      ("source", .string(judgement.observation.source.title)),
      ("where", .string(judgement.observation.location)),
      ("verdict", .string(judgement.verdict.name)),
      ("contradiction", .optional(judgement.observation.contradiction)),
      ("resolution", .optional(judgement.contradiction?.resolution)),
      ("differences", .array(judgement.mismatches.map { .string($0.description) })),
    ])
  }
}
