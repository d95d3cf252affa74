import PushMatrixIO
import PushMatrixModel

extension AppProfile.Acceptance {
  /// The keys of an accepted field's object in the profile's JSON form, sorted.
  static let keys = ["reason", "value"]

  /// The accepted fields as the JSON form's `accepted` object: by field, in the order of
  /// ``AppProfile/fields``, each with its reason and value.
  static func json(_ acceptances: [Self]) -> JSONValue {
    let order = AppProfile.fields.map(\.id)
    let sorted = acceptances.sorted {
      (order.firstIndex(of: $0.field) ?? order.count)
        < (order.firstIndex(of: $1.field) ?? order.count)
    }
    return .object(
      sorted.map { acceptance in
        (
          acceptance.field,
          .object([("reason", .string(acceptance.reason)), ("value", .string(acceptance.value))])
        )
      })
  }

  /// Reads the `accepted` object of a profile's JSON form.
  ///
  /// - Throws: ``Diagnostic`` naming the line and value of the first problem: a key that is no
  ///   field (with the nearest), an entry without exactly `reason` and `value`, an empty reason,
  ///   or a value the field does not accept (`unknown` included: a field is accepted at a value).
  static func list(in node: JSONDocument.Node, file: String) throws(Diagnostic) -> [Self] {
    guard case .object(let members) = node.value else {
      throw Diagnostic(
        file: file, line: node.line,
        message: "expected an object for \(AppProfile.acceptedKey), by field, found "
          + node.value.kind)
    }
    let names = AppProfile.fields.map(\.id)
    var list: [Self] = []
    for member in members {
      guard let field = AppProfile.fields.first(where: { $0.id == member.key }) else {
        throw Diagnostic(
          file: file, line: member.line,
          message: "unknown field \(member.key.messageQuoted) in \(AppProfile.acceptedKey); "
            + "expected " + names.joined(separator: ", ")
            + Suggestion.clause(member.key, among: names))
      }
      guard !list.contains(where: { $0.field == field.id }) else {
        throw Diagnostic(
          file: file, line: member.line,
          message: "\(field.id) is accepted twice in \(AppProfile.acceptedKey)")
      }
      let what = "the accepted \(field.id)"
      let values = try member.node.members(exactly: keys, in: what, file: file)
      guard case .string(let reason) = values["reason"]!.value,
        !reason.allSatisfy(\.isWhitespace)
      else {
        throw Diagnostic(
          file: file, line: values["reason"]!.line,
          message: "expected a reason, a non-empty string, for \(what)")
      }
      let valueNode = values["value"]!
      guard case .string(let value) = valueNode.value else {
        throw Diagnostic(
          file: file, line: valueNode.line,
          message: "expected a string for \(what)'s value, found \(valueNode.value.kind)")
      }
      guard value != AppProfile.unknown else {
        throw Diagnostic(
          file: file, line: valueNode.line,
          message: "invalid value \"unknown\" for \(what): a field is accepted at a known "
            + "value (\(field.expected))")
      }
      var scratch = AppProfile(findings: [])
      do {
        try field.assign(value, to: &scratch)
      } catch {
        throw Diagnostic(file: file, line: valueNode.line, message: error.description)
      }
      list.append(
        Self(
          field: field.id, value: field.text(in: scratch), reason: reason,
          location: FileLocation(file: file, line: member.line)))
    }
    return list
  }
}
