import Testing

@testable import PushMatrix

/// One example that a rule or quirk carries, as a test case.
struct DeclaredExample: CustomTestStringConvertible, Sendable {
  /// What kind of declaration carries the example, which says what the example states.
  enum Kind: Sendable {
    case arrivalRule
    case tapRule
    case quirk
  }

  var kind: Kind
  /// The ID of the rule or quirk that carries the example.
  var id: String
  var scenario: String
  /// What the carrier decides there, or `nil` when it must not be the one that decides.
  var expected: RuleExample?

  var testDescription: String { "\(id): \(expected?.description ?? "not \(scenario)")" }

  /// Every example of every rule and quirk of the standard engine.
  static let all: [DeclaredExample] = {
    let router = Router.standard
    return router.arrivalRules.flatMap {
      cases(.arrivalRule, $0.id, $0.examples, $0.nonApplyingExamples)
    }
      + router.tapRules.flatMap { cases(.tapRule, $0.id, $0.examples, $0.nonApplyingExamples) }
      + router.quirks.flatMap { cases(.quirk, $0.id, $0.examples, $0.nonApplyingExamples) }
  }()

  private static func cases(
    _ kind: Kind, _ id: String, _ examples: [RuleExample], _ nonApplying: [String]
  ) -> [DeclaredExample] {
    examples.map { DeclaredExample(kind: kind, id: id, scenario: $0.scenario, expected: $0) }
      + nonApplying.map { DeclaredExample(kind: kind, id: id, scenario: $0, expected: nil) }
  }
}

@Suite("Rule examples")
struct RuleExampleTests {
  @Test(
    "each rule and quirk decides its examples as stated, and not its non-applying ones",
    arguments: DeclaredExample.all)
  func example(_ example: DeclaredExample) throws {
    let trail = Router.standard.trail(try Scenario(parsing: example.scenario))
    let arrival = trail.arrivalRule.decide(trail.context)
    let decider: String? =
      switch example.kind {
      case .arrivalRule: trail.arrivalRule.id
      case .tapRule: trail.tapRule?.id
      case .quirk: trail.quirk?.id
      }
    guard let expected = example.expected else {
      #expect(decider != example.id, "\(example.id) decides \(example.scenario)")
      return
    }
    try #require(
      decider == example.id,
      "\(decider ?? "nothing") decides \(example.scenario), not \(example.id)")
    if example.kind == .quirk {
      #expect(expected.arrival != nil || expected.tap != nil, "state what the quirk changes")
    }
    let decided =
      switch example.kind {
      case .arrivalRule:
        RuleExample(example.scenario, banner: arrival.banner, arrival: arrival.calls)
      case .tapRule:
        RuleExample(
          example.scenario,
          tap: trail.tapRule?.decide(TapContext(trail.context, after: arrival)))
      case .quirk:
        RuleExample(
          example.scenario, arrival: expected.arrival.map { _ in trail.outcome.arrival },
          tap: expected.tap.flatMap { _ in trail.outcome.tap })
      }
    #expect(decided.description == expected.description, "\(example.id)")
  }

  @Test("every rule and quirk carries an example it decides")
  func everyDeclarationHasAnExample() {
    let router = Router.standard
    for rule in router.arrivalRules { #expect(!rule.examples.isEmpty, "\(rule.id)") }
    for rule in router.tapRules { #expect(!rule.examples.isEmpty, "\(rule.id)") }
    for quirk in router.quirks { #expect(!quirk.examples.isEmpty, "\(quirk.id)") }
  }
}
