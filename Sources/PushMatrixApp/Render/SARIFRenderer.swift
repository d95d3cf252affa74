import PushMatrixEngine
import PushMatrixIO
import PushMatrixScan

/// Renders an app page's findings as a SARIF 2.1.0 log, the format GitHub code scanning
/// uploads: one run, its tool's rules the kinds of finding present (``AppFinding/Kind``) with
/// their help and the sources of the engine rules the findings rest on, and one result a
/// finding, at the file and line it points at.
///
/// The log's structure follows the OASIS SARIF 2.1.0 schema (oasis-tcs/sarif-spec,
/// `Schemata/sarif-schema-2.1.0.json`); keys are sorted at every level, rules in the order of
/// ``AppFinding/Kind/all``, results in the page's order of findings.
package enum SARIFRenderer {
  /// The tool that writes the log, as its `tool.driver` names it.
  package struct Tool: Sendable {
    /// Its name.
    package var name: String
    /// Its version; `nil` leaves `version` out.
    package var version: String?
    /// Where to read about it, an absolute URI; `nil` leaves `informationUri` out (the schema
    /// does not require it).
    package var informationURI: String?

    /// Names a tool.
    package init(name: String = "PushMatrix", version: String?, informationURI: String?) {
      self.name = name
      self.version = version
      self.informationURI = informationURI
    }
  }

  /// The schema a log names in `$schema`.
  static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Returns the log of a page's findings.
  ///
  /// - Parameters:
  ///   - report: the page.
  ///   - root: the scanned folder relative to the repository's root (`ios/`), or empty: the
  ///     results' files are relative to the repository, as code scanning reads them.
  ///   - tool: the tool that wrote it.
  /// - Returns: the log as JSON, ending in a line feed.
  package static func render(_ report: AppReport, root: String, tool: Tool) -> String {
    let findings = report.findings
    let kinds = AppFinding.Kind.all.filter { kind in findings.contains { $0.id == kind.id } }
    let rules: [JSONValue] = kinds.map { kind in
      let found = findings.filter { $0.id == kind.id }
      return descriptor(kind, level: found.map(\.level).min()!, rules: found.flatMap(\.rules))
    }
    let results: [JSONValue] = findings.map { finding in
      var location: [(String, JSONValue)] = []
      let place = finding.location(in: report.profile)
      if let file = place?.file ?? targetProject(report.profile) {
        location.append(("artifactLocation", .object([("uri", .string(uri(root + file)))])))
      }
      if let line = place?.line {
        location.append(("region", .object([("startLine", .int(line))])))
      }
      return .object([
        ("level", .string(level(finding.level))),
        (
          "locations",
          .array(location.isEmpty ? [] : [.object([("physicalLocation", .object(location))])])
        ),
        ("message", .object([("text", .string(finding.message))])),
        ("ruleId", .string(finding.id)),
        ("ruleIndex", .int(kinds.firstIndex { $0.id == finding.id }!)),
      ])
    }
    let driver: JSONValue = .object(
      (tool.informationURI.map { [("informationUri", JSONValue.string($0))] } ?? []) + [
        ("name", .string(tool.name)), ("rules", .array(rules)),
      ] + (tool.version.map { [("version", JSONValue.string($0))] } ?? []))
    return JSONValue.object([
      ("$schema", .string(schema)),
      (
        "runs",
        .array([.object([("results", .array(results)), ("tool", .object([("driver", driver)]))])])
      ),
      ("version", .string("2.1.0")),
    ]).rendered()
  }

  /// Returns a rule of the tool: a kind of finding, with the engine rules and sources behind
  /// the findings of that kind.
  private static func descriptor(
    _ kind: AppFinding.Kind, level: AppFinding.Level, rules: [RuleReference]
  ) -> JSONValue {
    var seen: Set<String> = []
    let rules = rules.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
    let sources = rules.flatMap(\.sources)
    var help = kind.summary + " " + kind.advice
    if !rules.isEmpty {
      help +=
        "\n\nIt rests on these rules of PushMatrix's engine:\n"
        + rules.map { "- \($0.id) (\($0.kind), \($0.basis)): \($0.summary)" }
        .joined(separator: "\n")
    }
    if !sources.isEmpty {
      help += "\n\nSources:\n" + sources.map { "- \($0)" }.joined(separator: "\n")
    }
    var members: [(String, JSONValue)] = [
      ("defaultConfiguration", .object([("level", .string(self.level(level)))])),
      ("fullDescription", .object([("text", .string(kind.summary + " " + kind.advice))])),
      ("help", .object([("text", .string(help))])),
    ]
    if let url = sources.lazy.compactMap(\.url).first {
      members.append(("helpUri", .string(url)))
    }
    members += [
      ("id", .string(kind.id)), ("name", .string(kind.id)),
      ("shortDescription", .object([("text", .string(kind.summary))])),
    ]
    return .object(members)
  }

  /// Returns SARIF's level for a finding's: `warning` or `note`.
  private static func level(_ level: AppFinding.Level) -> String {
    switch level {
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// Returns the project that declares the profiled app target, where a finding with no line
  /// of its own is shown: code scanning shows only a result with a location.
  private static func targetProject(_ profile: AppProfile) -> String? {
    guard let target = profile.target, let chosen = target.chosen else { return nil }
    return target.appTargets.first { $0.name == chosen }?.project
  }

  /// Returns a relative path as a URI reference: every byte but an unreserved one or `/`
  /// percent-encoded (RFC 3986).
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
