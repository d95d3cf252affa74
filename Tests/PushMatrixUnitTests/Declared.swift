@testable import PushMatrixEngine

/// What rules, quirks and note rules declare alike, for checking them in one table.
protocol Declared: Sendable {
  var id: String { get }
  var basis: Basis { get }
  var file: String { get }
  var examples: [RuleExample] { get }
  var nonApplyingExamples: [String] { get }
}

extension Rule: Declared {}
extension Quirk: Declared {}
extension NoteRule: Declared {}
