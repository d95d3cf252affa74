import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

/// One example that a rule, quirk or note rule carries, as a test case.
struct DeclaredExample: CustomTestStringConvertible, Sendable {
  /// What kind of declaration carries the example, which says what the example states.
  enum Kind: Sendable {
    case arrivalRule
    case tapRule
    case extensionRule
    case launchRule
    case quirk
    case noteRule
  }

  var kind: Kind
  /// The ID of the declaration that carries the example.
  var id: String
  var scenario: String
  /// What the carrier decides there, or `nil` when it must not be one that decides.
  var expected: RuleExample?

  var testDescription: String { "\(id): \(expected?.description ?? "not \(scenario)")" }

  /// Every rule, quirk and note rule of the standard engine, with its kind.
  static let declarations: [(kind: Kind, declaration: any Declared)] = {
    let router = Router.standard
    return router.arrivalRules.map { (.arrivalRule, $0) } + router.tapRules.map { (.tapRule, $0) }
      + router.extensionRules.map { (.extensionRule, $0) }
      + router.launchRules.map { (.launchRule, $0) } + router.quirks.map { (.quirk, $0) }
      + router.noteRules.map { (.noteRule, $0) }
  }()

  /// Every example of every declaration of the standard engine.
  static let all: [DeclaredExample] = declarations.flatMap { kind, declaration in
    declaration.examples.map {
      DeclaredExample(kind: kind, id: declaration.id, scenario: $0.scenario, expected: $0)
    }
      + declaration.nonApplyingExamples.map {
        DeclaredExample(kind: kind, id: declaration.id, scenario: $0, expected: nil)
      }
  }
}
