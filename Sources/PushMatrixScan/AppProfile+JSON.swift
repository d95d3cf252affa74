import Foundation
import PushMatrixIO
import PushMatrixModel

extension AppProfile {
  /// The profile as JSON: every field as text, `unknown` where it is not known, and the
  /// findings; keys sorted, findings in ``sortedFindings`` order, so that the same profile is
  /// the same bytes.
  package var json: JSONValue {
    var members = Self.fields.map { ($0.id, JSONValue.string($0.text(in: self))) }
    members.append(
      (
        Self.findingsKey,
        .array(
          sortedFindings.map { finding in
            .object([
              ("field", .string(finding.field)), ("file", .optional(finding.file)),
              ("line", finding.line.map(JSONValue.int) ?? .null), ("shows", .string(finding.shows)),
            ])
          })
      ))
    members.append((Self.ownCallbacksKey, .string(ownCallbacks?.description ?? Self.unknown)))
    members.append((Self.sdksKey, .array(sdks.map(\.json))))
    if let target { members.append((TargetChoice.key, target.json)) }
    if !accepted.isEmpty { members.append((Self.acceptedKey, Acceptance.json(accepted))) }
    return .object(members.sorted { $0.0 < $1.0 })
  }

  /// Reads a profile from its JSON form, as a project may have edited it.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - file: the path, for diagnostics.
  /// - Throws: ``Diagnostic`` naming the line and value of the first problem: malformed JSON,
  ///   an unknown or missing key, a value a field does not accept, a malformed finding or
  ///   accepted field, an accepted value the field states otherwise, or a presentation that
  ///   does not fit the callbacks.
  package init(reading data: Data, file: String) throws(Diagnostic) {
    try self.init(reading: try JSONDocument.parse(data, file: file), file: file)
  }

  /// Reads a profile from its JSON form, parsed: a whole file, or the `profile` member of an
  /// app's page written by `pushmatrix app --format json`.
  ///
  /// - Parameters:
  ///   - root: the profile's object.
  ///   - file: the path, for diagnostics.
  /// - Throws: ``Diagnostic`` as ``init(reading:file:)-(Data,_)`` does.
  package init(reading root: JSONDocument.Node, file: String) throws(Diagnostic) {
    guard case .object(let members) = root.value else {
      throw Diagnostic(
        file: file, line: root.line,
        message: "expected an object of the profile's fields, found \(root.value.kind)")
    }
    self.init(findings: [])
    let required = (Self.fields.map(\.id) + [Self.findingsKey]).sorted()
    // The SDKs and the target choice are optional: a profile written before they were read has
    // none of them; nor has a profile without accepted fields an `accepted` object.
    let optional = [Self.ownCallbacksKey, Self.sdksKey, TargetChoice.key, Self.acceptedKey]
    let allowed = (required + optional).sorted()
    var lines: [String: Int] = [:]
    for member in members {
      func fail(_ message: String) -> Diagnostic {
        Diagnostic(file: file, line: member.node.line, message: message)
      }
      lines[member.key] = member.line
      if member.key == Self.findingsKey {
        findings = try Self.findings(in: member.node, file: file)
        continue
      }
      if member.key == Self.ownCallbacksKey {
        ownCallbacks = try Self.ownCallbacks(in: member.node, file: file)
        continue
      }
      if member.key == Self.sdksKey {
        sdks = try SDKUse.list(in: member.node, file: file)
        continue
      }
      if member.key == TargetChoice.key {
        target = try TargetChoice(reading: member.node, file: file)
        continue
      }
      if member.key == Self.acceptedKey {
        accepted = try Acceptance.list(in: member.node, file: file)
        continue
      }
      guard let field = Self.fields.first(where: { $0.id == member.key }) else {
        throw Diagnostic(
          file: file, line: member.line,
          message: "unknown key \(member.key.messageQuoted); expected "
            + allowed.joined(separator: ", ") + Suggestion.clause(member.key, among: allowed))
      }
      guard case .string(let text) = member.node.value else {
        throw fail("expected a string for \(field.id), found \(member.node.value.kind)")
      }
      do {
        try field.assign(text, to: &self)
      } catch {
        throw fail(error.description)
      }
    }
    if lines[Self.ownCallbacksKey] == nil { ownCallbacks = callbacks }
    // An accepted field states its value once: the field says it too, or is unknown.
    for acceptance in accepted {
      let field = Self.fields.first { $0.id == acceptance.field }!
      let stated = field.text(in: self)
      if stated != Self.unknown && stated != acceptance.value {
        throw Diagnostic(
          file: file, line: acceptance.location?.line,
          message: "\(field.id) is accepted as \(acceptance.value.messageQuoted) but the "
            + "profile states \(stated.messageQuoted) at line \(lines[field.id].map(String.init) ?? "?"); "
            + "give the accepted value in both, or unknown in the field")
      }
      try? field.assign(acceptance.value, to: &self)
    }
    if let missing = required.first(where: { lines[$0] == nil }) {
      throw Diagnostic(
        file: file, line: root.line,
        message: "missing key \(missing.messageQuoted); a profile names every field, unknown "
          + "where not known")
    }
    do {
      try validate()
    } catch {
      throw Diagnostic(file: file, line: lines[error.axis], message: error.description)
    }
  }

  /// Reads `ownCallbacks`: a callback set as `callbacks` takes it, or `unknown`.
  private static func ownCallbacks(
    in node: JSONDocument.Node, file: String
  ) throws(Diagnostic) -> CallbackSet? {
    guard case .string(let text) = node.value else {
      throw Diagnostic(
        file: file, line: node.line,
        message: "expected a string for \(ownCallbacksKey), found \(node.value.kind)")
    }
    guard text != unknown else { return nil }
    do {
      return try CallbackSet(parsing: text)
    } catch {
      var error = error
      error.axis = ownCallbacksKey
      error.expected += ", or " + unknown
      throw Diagnostic(file: file, line: node.line, message: error.description)
    }
  }

  /// Reads the findings array.
  private static func findings(
    in node: JSONDocument.Node, file: String
  ) throws(Diagnostic) -> [Finding] {
    guard case .array(let items) = node.value else {
      throw Diagnostic(
        file: file, line: node.line,
        message: "expected an array for findings, found \(node.value.kind)")
    }
    var findings: [Finding] = []
    for item in items {
      findings.append(try finding(in: item, file: file))
    }
    return findings
  }

  /// Reads one finding: an object with `field`, `file`, `line` and `shows`.
  private static func finding(
    in node: JSONDocument.Node, file: String
  ) throws(Diagnostic) -> Finding {
    let values = try node.members(
      exactly: ["field", "file", "line", "shows"], in: "a finding", file: file)
    func fail(_ key: String, _ message: String) -> Diagnostic {
      Diagnostic(file: file, line: values[key]!.line, message: message)
    }
    guard case .string(let field) = values["field"]!.value,
      Self.fields.contains(where: { $0.id == field })
    else {
      throw fail(
        "field",
        "expected the key of a field in a finding's field: "
          + fields.map(\.id).joined(separator: ", "))
    }
    guard case .string(let shows) = values["shows"]!.value else {
      throw fail("shows", "expected a string for a finding's shows")
    }
    let place: String?
    switch values["file"]!.value {
    case .null: place = nil
    case .string(let text): place = text
    default: throw fail("file", "expected a path or null for a finding's file")
    }
    let line: Int?
    switch values["line"]!.value {
    case .null: line = nil
    case .number(let text):
      guard let number = Int(text), number >= 1 else {
        throw fail(
          "line",
          "invalid line \(text.messageQuoted) in a finding: expected a line number from 1, or null")
      }
      line = number
    default: throw fail("line", "expected a line number or null for a finding's line")
    }
    return Finding(field: field, file: place, line: line, shows: shows)
  }
}
