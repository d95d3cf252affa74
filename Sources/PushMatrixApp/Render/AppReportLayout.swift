import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// What every format of an app's page shows, in order, as text.
///
/// The profile, the tables under the app's own conditions, the variants' changed cells and the
/// findings: the formats differ only in how they lay them out, so they cannot disagree.
struct AppReportLayout {
  /// A table: its heading, its columns, and its rows of cells.
  struct Table {
    var id: String
    var title: String
    var remark: String?
    var columns: [String]
    var rows: [[String]]
  }

  /// The page's title.
  let title: String
  /// The profile's fields and the page's scope, as name and value.
  let fields: [(String, String)]
  /// What the cells' words mean.
  let legend: [String]
  /// Sentences on values of the profile that some releases do not have.
  let adjustments: [String]
  /// One table per range of releases, under the app's own conditions.
  let ranges: [Table]
  /// One table per variant that changes something.
  let variants: [Table]
  /// The variants that change nothing, by name.
  let unchanged: [String]
  /// The findings, warnings first.
  let findings: [AppFinding]

  /// The columns of a range's table.
  static let rangeColumns = ["state", "payload", "shown", "arrival", "tap", "launch", "rules"]

  /// Lays out a page.
  ///
  /// - Parameters:
  ///   - report: the page.
  ///   - source: what the profile was read from, a path or a profile file, as given.
  init(_ report: AppReport, source: String) {
    title = "What iOS does with the notifications of \(source)"
    var fields: [(String, String)] = []
    for field in AppProfile.fields {
      var value = field.text(in: report.profile)
      if let assumption = report.assumptions.first(where: { $0.field == field.id }) {
        value += " (the page assumes \(assumption.assumed))"
      }
      fields.append((field.id, value))
    }
    let conditions = AxisRegistry.axes.enumerated().filter { position, axis in
      axis.isCondition && !AppReport.profileAxes.contains(position)
    }.map { "\($1.id)=\($1.identifiers[$1.defaultOrdinal!])" }
    fields.append(
      (
        "releases",
        "\(report.label(report.releases)) (the deployment target and every later release of "
          + "the catalog; each stands for the releases up to the next)"
      ))
    fields.append(("conditions", conditions.joined(separator: " ")))
    self.fields = fields
    legend = [
      "shown: banner = a banner, kept in Notification Center; center = only in Notification "
        + "Center; - = nothing; extension > = the app's service extension runs first, in its "
        + "own process",
      "arrival: the callbacks run when the notification arrives; tap: when the user opens it "
        + "(n/a when nothing is shown); - = none",
      "launch: where the launch code finds the notification when the arrival or the tap "
        + "launches the app (launchOptions, connectionOptions or none); - = no launch",
      "rules: the engine's rules that decide the cell (pushmatrix explain shows each)",
    ]
    adjustments = report.adjustments.map {
      "\($0.field) \($0.value) does not exist on iOS \(report.label($0.releases)): those "
        + "releases show \($0.field) \($0.shownAs)."
    }
    ranges = report.ranges.map { range in
      Table(
        id: "ios-" + range.label, title: "iOS \(range.label)", remark: nil,
        columns: Self.rangeColumns,
        rows: range.cells.map {
          [
            $0.state.rawValue, $0.payload.rawValue, $0.shown, $0.arrival, $0.tap, $0.launch,
            $0.rules.joined(separator: " "),
          ]
        })
    }
    // Values of one axis that change the same cells in the same way share a table, such as a
    // custom action and a dismissal for an app without didReceiveResponse.
    var groups: [(variant: AppReport.Variant, names: [String], rows: [[String]])] = []
    var unchanged: [String] = []
    for variant in report.variants {
      guard !variant.changes.isEmpty else {
        unchanged.append(variant.name)
        continue
      }
      let rows = Self.rows(variant.changes, report: report)
      if let index = groups.firstIndex(where: {
        $0.variant.axis == variant.axis && $0.variant.kind == variant.kind && $0.rows == rows
      }) {
        groups[index].names.append(variant.name)
      } else {
        groups.append((variant, [variant.name], rows))
      }
    }
    let variants = groups.map { group in
      let variant = group.variant
      let assumption = report.assumptions.first { $0.field == variant.axis }
      let title = group.names.joined(separator: ", ")
      let remark =
        variant.kind == .condition
        ? "Only the cells that differ from the app's own conditions, with the rules the "
          + "condition brings."
        : "\(variant.axis) is unknown and the page assumes \(assumption?.assumed ?? ""); "
          + "these cells differ if it is "
          + group.names.map { $0.dropFirst(variant.axis.count + 1) }.joined(separator: " or ")
          + ", with the rules that brings."
      return Table(
        id: variant.axis + "-" + variant.value, title: title, remark: remark,
        columns: ["releases", "state", "payload", "own conditions", title, "new rules"],
        rows: group.rows)
    }
    self.variants = variants
    self.unchanged = unchanged
    findings = report.findings
  }

  /// Returns a variant's rows: changes on the same releases from the same answer to the same
  /// answer make one row when their states and payloads make a full product, such as
  /// `notRunning, forceQuit` × `alert, alert+content-available`.
  private static func rows(_ changes: [AppReport.Change], report: AppReport) -> [[String]] {
    struct Key: Hashable {
      var releases: [OSVersion]
      var before: String
      var after: String
      var rules: [String]
    }
    var order: [Key] = []
    var members: [Key: [AppReport.Change]] = [:]
    for change in changes {
      let key = Key(
        releases: change.releases, before: change.before.summary, after: change.after.summary,
        rules: change.after.rules.filter { !change.before.rules.contains($0) })
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(change)
    }
    return order.flatMap { key in
      let changes = members[key]!
      let states = AppState.allCases.filter { state in changes.contains { $0.state == state } }
      let payloads = Payload.allCases.filter { payload in
        changes.contains { $0.payload == payload }
      }
      let parts: [([AppState], [Payload])] =
        states.count * payloads.count == changes.count
        ? [(states, payloads)] : changes.map { ([$0.state], [$0.payload]) }
      return parts.map { states, payloads in
        [
          report.label(key.releases), states.map(\.rawValue).joined(separator: ", "),
          payloads.map(\.rawValue).joined(separator: ", "), key.before, key.after,
          key.rules.joined(separator: " "),
        ]
      }
    }
  }

  /// The findings' count as `2 warnings, 1 info`.
  var findingCount: String {
    let warnings = findings.filter { $0.level == .warning }.count
    return "\(warnings) warning\(warnings == 1 ? "" : "s"), \(findings.count - warnings) info"
  }

  /// The heading of the variants' part.
  static let variantsHeading = "What changes under other conditions"
  /// The sentence under it.
  static let variantsIntro =
    "Each condition off its default, and each other value of a field the profile does not know, "
    + "with only the cells that differ."
}
