import PushMatrixIO
import PushMatrixModel

extension JSONDocument.Node {
  /// The members of an object of a profile's JSON form that must have exactly the keys given,
  /// by key.
  ///
  /// - Parameters:
  ///   - keys: every key the object must have, and the only ones it may have.
  ///   - what: the object as a message names it, such as `an SDK`.
  ///   - file: the file, for diagnostics.
  /// - Returns: each member's value by its key.
  /// - Throws: ``Diagnostic`` naming the line of a value that is no object, of an unknown key
  ///   (with the nearest known one), or of an object that lacks a key.
  func members(
    exactly keys: [String], in what: String, file: String
  ) throws(Diagnostic) -> [String: JSONDocument.Node] {
    guard case .object(let members) = value else {
      throw Diagnostic(
        file: file, line: line, message: "expected an object for \(what), found \(value.kind)")
    }
    var result: [String: JSONDocument.Node] = [:]
    for member in members {
      guard keys.contains(member.key) else {
        throw Diagnostic(
          file: file, line: member.line,
          message: "unknown key \(member.key.messageQuoted) in \(what); expected "
            + keys.joined(separator: ", ") + Suggestion.clause(member.key, among: keys))
      }
      result[member.key] = member.node
    }
    if let missing = keys.first(where: { result[$0] == nil }) {
      throw Diagnostic(
        file: file, line: line, message: "missing key \(missing.messageQuoted) in \(what)")
    }
    return result
  }
}

extension JSONDocument.Value {
  /// The kind of the value as a message names it, such as `a number` or `an object`.
  var kind: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
