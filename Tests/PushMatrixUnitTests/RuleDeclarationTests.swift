import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel

@Suite("Rule declarations")
struct RuleDeclarationTests {
  @Test(
    "each rule, quirk and note rule decides its examples as stated, and not its non-applying ones",
    arguments: DeclaredExample.all)
  func example(_ example: DeclaredExample) throws {
    let trail = Router.standard.trail(try Scenario(parsing: example.scenario))
    let arrival = trail.arrivalRule.decide(trail.context)
    let deciders: [String] =
      switch example.kind {
      case .arrivalRule: [trail.arrivalRule.id]
      case .tapRule: trail.tapRule.map { [$0.id] } ?? []
      case .extensionRule: [trail.extensionRule.id]
      case .launchRule: [trail.launchRule.id]
      case .quirk: trail.quirk.map { [$0.id] } ?? []
      case .noteRule: trail.noteRules.map(\.id)
      }
    guard let expected = example.expected else {
      #expect(!deciders.contains(example.id), "\(example.id) decides \(example.scenario)")
      return
    }
    try #require(
      deciders.contains(example.id),
      "\(deciders) decide \(example.scenario), not \(example.id)")
    if example.kind == .quirk {
      #expect(expected.arrival != nil || expected.tap != nil, "state what the quirk changes")
    }
    let decided =
      switch example.kind {
      case .arrivalRule:
        RuleExample(
          example.scenario, banner: arrival.banner,
          notificationCenter: expected.notificationCenter.map { _ in arrival.notificationCenter },
          arrival: arrival.calls)
      case .tapRule:
        RuleExample(
          example.scenario,
          tap: trail.tapRule?.decide(TapContext(trail.context, after: arrival)))
      case .extensionRule:
        RuleExample(example.scenario, extensionRuns: trail.extensionRule.decide(trail.context))
      case .launchRule:
        RuleExample(example.scenario, launchPayload: trail.outcome.launchPayload)
      case .quirk:
        RuleExample(
          example.scenario, arrival: expected.arrival.map { _ in trail.outcome.arrival },
          tap: expected.tap.flatMap { _ in trail.outcome.tap })
      case .noteRule:
        RuleExample(example.scenario)
      }
    #expect(decided.description == expected.description, "\(example.id)")
  }

  @Test("each rule and quirk is observed on exactly the releases the ledger's device tests back")
  func observedOnTheDeviceTestedReleases() {
    let derived = DeviceTestCoverage.releases(in: packageLedger)
    let router = Router.standard
    let deciders: [any Grounded & Identifiable<String>] =
      router.arrivalRules + router.tapRules + router.quirks
    for decider in deciders {
      #expect(
        decider.observedOn.map(\.description)
          == (derived[decider.id] ?? []).sorted().map(\.description), "\(decider.id)")
    }
  }

  @Test("no rule, quirk or note rule claims device tests on every release")
  func observedOnlyWhereTested() {
    for (_, declaration) in DeclaredExample.declarations {
      #expect(declaration.basis != .observed, "\(declaration.id)")
    }
  }

  @Test("every rule, quirk and note rule carries an example it decides")
  func everyDeclarationHasAnExample() {
    for (_, declaration) in DeclaredExample.declarations {
      #expect(!declaration.examples.isEmpty, "\(declaration.id)")
    }
  }

  /// Returns the name of the file that must declare the rule, quirk or note rule with an ID.
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

  @Test(
    "each rule, quirk and note rule is declared in the file its ID names",
    arguments: DeclaredExample.declarations.map { ($0.declaration.id, $0.declaration.file) })
  func fileNamedAfterID(id: String, file: String) {
    #expect(file.split(separator: "/").last.map(String.init) == Self.fileName(declaring: id))
  }
}
