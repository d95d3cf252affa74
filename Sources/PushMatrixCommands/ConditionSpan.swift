import PushMatrixModel

/// Which condition values `export` and `render` span unless a condition's own filter says:
/// `--conditions documents` (the default, as every command) or `--conditions all`.
enum ConditionSpan: String, CaseIterable, Sendable {
  /// Each condition at the value the source documents tested.
  case documents
  /// Every value of every condition: the whole cross product.
  case all

  /// The option's name.
  static let option = "conditions"

  /// The option's lines for a command's help.
  static let help = HelpText.option(
    "--conditions C",
    "documents (default: each condition at the value the documents tested, as every command "
      + "answers) or all (every value of every condition: the whole cross product); a "
      + "condition's own filter, such as --authorization denied, always wins")

  /// The space's conditions this span stands for.
  var conditions: ScenarioSpace.Conditions {
    switch self {
    case .documents: .defaults
    case .all: .every
    }
  }
}
