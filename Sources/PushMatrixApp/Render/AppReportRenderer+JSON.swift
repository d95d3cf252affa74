import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan

extension AppReportRenderer {
  /// Returns the page as JSON, the contract docs/app.md describes: keys sorted at every level
  /// but inside cells, arrays in the page's order.
  static func json(_ report: AppReport, source: String) -> String {
    let warnings = report.warningCount
    let members: [(String, JSONValue)] = [
      (
        "adjustments",
        .array(
          report.adjustments.map {
            .object([
              ("field", .string($0.field)), ("releases", releases($0.releases)),
              ("shownAs", .string($0.shownAs)), ("value", .string($0.value)),
            ])
          })
      ),
      (
        "assumptions",
        .array(
          report.assumptions.map {
            .object([
              ("alternatives", .array($0.alternatives.map(JSONValue.string))),
              ("assumed", .string($0.assumed)), ("field", .string($0.field)),
            ])
          })
      ),
      (
        "conditions",
        .object(
          AxisRegistry.axes.enumerated().filter { position, axis in
            axis.isCondition && !AppReport.profileAxes.contains(position)
          }.map { ($1.id, .string($1.identifiers[$1.defaultOrdinal!])) })
      ),
      ("findings", .array(report.findings.map(finding))),
      (AppReport.profileKey, report.profile.json),
      (
        "ranges",
        .array(
          report.ranges.map { range in
            .object([
              ("cells", .array(range.cells.map(cell))), ("releases", releases(range.releases)),
            ])
          })
      ),
      ("releases", releases(report.releases)),
      ("sdkHandlers", .array(report.sdkParts.map(sdkPart))),
      ("source", .string(source)),
      (
        "summary",
        .object([("info", .int(report.findings.count - warnings)), ("warnings", .int(warnings))])
      ),
      ("variants", .array(report.variants.map(variant))),
    ]
    return JSONValue.object(members).rendered()
  }

  /// An SDK's part: the bridge, the handlers registered, and each run of releases' cells.
  static func sdkPart(_ part: AppReport.SDKPart) -> JSONValue {
    func names(_ handlers: [String]) -> JSONValue { .array(handlers.map(JSONValue.string)) }
    return .object([
      ("name", .string(part.bridge.id)),
      (
        "ranges",
        .array(
          part.ranges.map { releases, cells in
            .object([
              (
                "cells",
                .array(
                  cells.map { cell in
                    .object([
                      ("arrival", names(cell.handlers.arrival)),
                      ("basis", .string(cell.handlers.basis.rawValue)),
                      ("payload", .string(cell.payload.rawValue)),
                      ("rules", names(cell.handlers.rules)),
                      ("state", .string(cell.state.rawValue)),
                      ("tap", cell.handlers.tap.map(names) ?? .null),
                    ])
                  })
              ),
              ("releases", self.releases(releases)),
            ])
          })
      ),
      ("registered", part.use.handlers.map { .array($0.map(\.json)) } ?? .null),
      ("title", .string(part.bridge.title)), ("version", .string(part.bridge.version.description)),
    ])
  }

  static func variant(_ variant: AppReport.Variant) -> JSONValue {
    .object([
      ("axis", .string(variant.axis)), ("changes", .array(variant.changes.map(change))),
      ("kind", .string(variant.kind.rawValue)), ("value", .string(variant.value)),
    ])
  }

  static func change(_ change: AppReport.Change) -> JSONValue {
    .object([
      ("after", cell(change.after)), ("before", cell(change.before)),
      ("payload", .string(change.payload.rawValue)), ("releases", releases(change.releases)),
      ("state", .string(change.state.rawValue)),
    ])
  }

  static func releases(_ versions: [OSVersion]) -> JSONValue {
    .array(versions.map { .string($0.description) })
  }

  static func cell(_ cell: AppReport.Cell) -> JSONValue {
    // The answer's members among the cell's, sorted by name as every object of the page is.
    .object(
      (cell.outcome.answerJSON + [
        ("payload", .string(cell.payload.rawValue)),
        ("rules", .array(cell.rules.map(JSONValue.string))),
        ("state", .string(cell.state.rawValue)),
      ]).sorted { $0.0 < $1.0 })
  }

  static func finding(_ finding: AppFinding) -> JSONValue {
    .object([
      ("id", .string(finding.id)), ("level", .string(finding.level.rawValue)),
      ("message", .string(finding.message)),
      ("rules", .array(finding.rules.map(rule))),
    ])
  }

  static func rule(_ rule: RuleReference) -> JSONValue {
    .object([
      ("basis", .string(rule.basis.rawValue)), ("id", .string(rule.id)),
      ("kind", .string(rule.kind)), ("sources", .array(rule.sources.map(source))),
      ("summary", .string(rule.summary)),
    ])
  }

  static func source(_ source: Source) -> JSONValue {
    .object([
      ("note", .optional(source.urlNote)), ("title", .string(source.title)),
      ("url", .optional(source.url)),
    ])
  }
}
