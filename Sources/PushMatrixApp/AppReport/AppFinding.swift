/// Something `pushmatrix app` tells a developer about their app, worked out from the router's
/// answers on the app's page, with the rules it rests on.
package struct AppFinding: Sendable, Equatable {
  /// How much the finding matters; `--strict` fails on a warning.
  package enum Level: String, Sendable, Comparable {
    /// Notifications or responses are lost, or code is never run.
    case warning
    /// Worth knowing; nothing is lost by the app's own doing.
    case info

    package static func < (lhs: Self, rhs: Self) -> Bool {
      lhs == .warning && rhs == .info
    }
  }

  /// A stable identifier, such as `late-delegate`; docs/app.md lists them all.
  package var id: String
  /// How much it matters.
  package var level: Level
  /// What it says, in sentences, naming where on the page it holds.
  package var message: String
  /// The rules whose answers it rests on, sorted by identifier.
  package var rules: [RuleReference]

  /// Creates a finding; the rules are sorted and deduplicated.
  package init(id: String, level: Level, message: String, rules: [RuleReference]) {
    self.id = id
    self.level = level
    self.message = message
    var seen: Set<String> = []
    self.rules = rules.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
  }
}
