import PushMatrixIO

extension TargetChoice {
  /// The key of the target choice in a profile's JSON form.
  package static let key = "target"
  /// The keys of a listed target's object, sorted.
  static let targetKeys = [
    "deploymentTarget", "infoPlist", "kind", "name", "project", "sourceFiles",
  ]
  /// The keys of the choice's object, sorted.
  static let keys = ["appTargets", "chosen", "reason"]

  /// The choice as JSON: `chosen` (`null` when every file was read as one app), `reason` and
  /// `appTargets`, keys sorted.
  package var json: JSONValue {
    .object([
      (
        "appTargets",
        .array(
          appTargets.map { target in
            .object([
              ("deploymentTarget", .string(target.deploymentTarget)),
              ("infoPlist", .string(target.infoPlist)), ("kind", .string(target.kind)),
              ("name", .string(target.name)), ("project", .string(target.project)),
              ("sourceFiles", .int(target.sourceFiles)),
            ])
          })
      ),
      ("chosen", .optional(chosen)), ("reason", .string(reason)),
    ])
  }

  /// Reads a choice from its JSON form.
  ///
  /// - Throws: ``Diagnostic`` naming the line of a missing or unknown key or a value of the
  ///   wrong kind.
  package init(reading node: JSONDocument.Node, file: String) throws(Diagnostic) {
    let members = try node.members(exactly: Self.keys, in: "the target", file: file)
    guard case .array(let items) = members["appTargets"]!.value else {
      throw Diagnostic(
        file: file, line: members["appTargets"]!.line, message: "expected an array for appTargets")
    }
    var appTargets: [AppTarget] = []
    for item in items {
      let fields = try item.members(exactly: Self.targetKeys, in: "an app target", file: file)
      func text(_ key: String) throws(Diagnostic) -> String {
        guard case .string(let value) = fields[key]!.value else {
          throw Diagnostic(
            file: file, line: fields[key]!.line, message: "expected a string for \(key)")
        }
        return value
      }
      guard case .number(let count) = fields["sourceFiles"]!.value, let sourceFiles = Int(count),
        sourceFiles >= 0
      else {
        throw Diagnostic(
          file: file, line: fields["sourceFiles"]!.line,
          message: "expected a count from 0 for sourceFiles")
      }
      appTargets.append(
        AppTarget(
          name: try text("name"), kind: try text("kind"), project: try text("project"),
          infoPlist: try text("infoPlist"), sourceFiles: sourceFiles,
          deploymentTarget: try text("deploymentTarget")))
    }
    let chosen: String?
    switch members["chosen"]!.value {
    case .null: chosen = nil
    case .string(let name): chosen = name
    default:
      throw Diagnostic(
        file: file, line: members["chosen"]!.line,
        message: "expected a target's name or null for chosen")
    }
    guard case .string(let reason) = members["reason"]!.value else {
      throw Diagnostic(
        file: file, line: members["reason"]!.line, message: "expected a string for reason")
    }
    self.init(chosen: chosen, reason: reason, appTargets: appTargets)
  }
}
