import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

/// What every format of an app's page shows, in order, as text, with every control and
/// bidirectional character spelled out (``Swift/String/messageEscaped``).
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
  /// The profile's fields, the app target profiled and the others, and the page's scope, as
  /// name and value.
  let fields: [(String, String)]
  /// What the profile rests on beyond the scan's own reading: every unknown field's reason,
  /// every value set by hand, every field accepted with its reason, and every SDK that
  /// supplies callbacks; empty when none.
  let basis: [String]
  /// What the cells' words mean.
  let legend: [String]
  /// Sentences on values of the profile that some releases do not have.
  let adjustments: [String]
  /// One table per range of releases, under the app's own conditions.
  let ranges: [Table]
  /// One table per cross-platform SDK and run of releases: its handlers for each cell.
  let sdkTables: [Table]
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
    // What the user typed or the scan read is spelled so that no format passes a control or
    // bidirectional character on raw: each format escapes its own syntax on top.
    title = "What iOS does with the notifications of \(source.messageEscaped)"
    var fields: [(String, String)] = []
    for field in AppProfile.fields {
      var value = field.text(in: report.profile)
      if let assumption = report.assumptions.first(where: { $0.field == field.id }) {
        value += " (the page assumes \(assumption.assumed))"
      }
      if report.profile.accepted.contains(where: { $0.field == field.id }) {
        value += " (accepted)"
      }
      // Never set: the page answers for the app without the center's callbacks.
      if report.profile.delegateTiming == .never,
        let routed = report.profile.routedCallbacks, routed != report.profile.callbacks
      {
        if field.id == DelegateTiming.axis.id {
          value += " (iOS never calls the center's callbacks: the page answers for \(routed))"
        } else if field.id == Presentation.axis.id, !routed.contains(.willPresent) {
          value += " (willPresent is never called: the page answers n/a)"
        }
      }
      fields.append((field.id, value))
    }
    if let target = report.profile.target {
      fields.append(("target", (target.chosen ?? "none") + ": " + target.reason))
      let others = target.appTargets.filter { !target.isChosen($0) }
      if !others.isEmpty {
        fields.append(
          (
            "other app targets",
            others.map { "\($0.name) (\($0.kind))" }.joined(separator: ", ")
              + " (--target NAME profiles one)"
          ))
      }
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
    basis = Self.basis(of: report.profile)
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
    sdkTables = Self.sdkTables(report)
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
    findings = report.findings.map { finding in
      var shown = finding
      shown.message = finding.message.messageEscaped
      return shown
    }
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

  /// Returns the lines of ``basis`` for a profile: its unknown fields with the findings that
  /// say why, in field order, then the values set by hand, the accepted fields with their
  /// reasons, then the push SDKs.
  static func basis(of profile: AppProfile) -> [String] {
    func place(_ finding: AppProfile.Finding) -> String {
      finding.file.map { " (\($0)\(finding.line.map { ":\($0)" } ?? ""))" } ?? ""
    }
    var lines: [String] = []
    let findings = profile.sortedFindings
    for field in AppProfile.fields where field.text(in: profile) == AppProfile.unknown {
      let reasons = findings.filter { $0.field == field.id && $0.shows.hasPrefix("unknown:") }
      if reasons.isEmpty {
        lines.append("\(field.id) is unknown: no finding says why")
      }
      for reason in reasons {
        let why = reason.shows.dropFirst("unknown:".count).drop { $0 == " " }
        lines.append("\(field.id) is unknown: \(why)\(place(reason))")
      }
    }
    for finding in findings where finding.isSetByHand {
      lines.append("\(finding.field) \(finding.shows)")
    }
    lines += profile.accepted.map(\.description)
    if !profile.sdks.isEmpty {
      lines.append(
        "the app's own callbacks: "
          + (profile.ownCallbacks?.description ?? AppProfile.unknown)
          + "; callbacks adds what its SDKs supply")
    }
    lines += profile.sdks.map { "SDK: " + $0.summary }
    return lines
  }

  /// The heading of ``basis``.
  static let basisHeading = "What the profile rests on"

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
