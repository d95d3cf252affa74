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

@Suite("Rule declarations")
struct RuleDeclarationTests {
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

  /// Every rule and quirk of the standard engine, by ID, with the file that declares it.
  static let declarations: [(id: String, file: String)] = {
    let router = Router.standard
    return router.arrivalRules.map { ($0.id, $0.file) } + router.tapRules.map { ($0.id, $0.file) }
      + router.quirks.map { ($0.id, $0.file) }
  }()

  /// Returns the name of the file that must declare the rule or quirk with the given ID.
  ///
  /// Each `-`-separated word of the ID starts upper-case, and a word's `.` with what follows it
  /// is dropped, as the Swift property's name drops it: `tap-fetch` is declared in
  /// `TapFetch.swift`, `ios10.0-tap-skips-fetch` in `Ios10TapSkipsFetch.swift`.
  static func fileName(declaring id: String) -> String {
    id.split(separator: "-").map { word in
      let name = word.prefix { $0 != "." }
      return name.prefix(1).uppercased() + name.dropFirst()
    }.joined() + ".swift"
  }

  @Test("each rule and quirk is declared in the file its ID names", arguments: declarations)
  func fileNamedAfterID(id: String, file: String) {
    #expect(file.split(separator: "/").last.map(String.init) == Self.fileName(declaring: id))
  }
}
