import PushMatrixCompare
import PushMatrixDocument
import PushMatrixIO
import PushMatrixModel

/// Renders change reports for reviewers: text for a terminal, Markdown for a pull-request
/// comment, JSON for other tools.
package enum ChangeReportRenderer {
  /// The report formats.
  package enum Format: String, CaseIterable, Sendable, OutputFormatChoice {
    case text
    case markdown
    case json
  }

  /// How many keys a group lists before folding the rest, except in the full report.
  package static let foldAfter = 10

  /// Returns the reports in a format; JSON always lists everything.
  package static func render(
    _ reports: [ChangeReport], as format: Format, options: ReportOptions = ReportOptions()
  ) -> String {
    switch format {
    case .text: reports.map { text($0, options: options) }.joined(separator: "\n")
    case .markdown: markdown(reports, options: options).rendered(options)
    case .json: JSONValue.array(reports.map(json)).rendered()
    }
  }

  /// Returns the one-line headline: how many cells changed in behaviour, how many only in
  /// their notes or basis, and how many were added and removed.
  package static func headline(_ report: ChangeReport) -> String {
    guard !report.isEmpty else { return "\(report.subject): no differences" }
    let behaviour = report.count(.behaviour)
    let annotation = report.count(.annotation)
    return "\(report.subject): \(behaviour.digitsGrouped) behaviour change"
      + (behaviour == 1 ? "" : "s") + ", \(annotation.digitsGrouped) annotation-only change"
      + (annotation == 1 ? "" : "s") + " (notes or basis), "
      + "\(report.count(.added).digitsGrouped) added, \(report.count(.removed).digitsGrouped) removed"
  }

  /// Returns the title of the section that lists the groups of a kind, with its cell count.
  static func sectionTitle(_ kind: CellChange.Kind, in report: ChangeReport) -> String {
    let count = report.count(kind)
    let cells = "(\(count.digitsGrouped) cell\(count == 1 ? "" : "s"))"
    return switch kind {
    case .behaviour: "Behaviour changes \(cells)"
    case .added: "Added \(cells)"
    case .removed: "Removed \(cells)"
    case .annotation: "Annotation-only changes: notes or basis \(cells)"
    }
  }

  /// The report's groups, each after the title of its kind's section when it is the first.
  static func sections(_ report: ChangeReport) -> [(title: String?, group: ChangeReport.Group)] {
    var previous: CellChange.Kind?
    return report.groups.map { group in
      defer { previous = group.kind }
      return (group.kind == previous ? nil : sectionTitle(group.kind, in: report), group)
    }
  }

  /// The lines under a headline: which side is which, and the changes by release and state.
  private static func breakdown(_ report: ChangeReport) -> [String] {
    func counts<Value>(_ pairs: [(Value, Int)]) -> String {
      pairs.map { "\($0) (\($1.digitsGrouped))" }.joined(separator: ", ")
    }
    let (from, to) = (packagePath(report.from), packagePath(report.to))
    var lines = ["compares: " + (from == to ? "\(from), old → new" : "\(from) → \(to)")]
    if !report.omitsOS { lines.append("by os: " + counts(report.countsByOS)) }
    lines.append("by state: " + counts(report.countsByState))
    return lines
  }

  /// Returns a golden's path from the package's `Matrices` folder on, such as
  /// `Matrices/golden/alert.tsv` for `/runner/_temp/base/Matrices/golden/alert.tsv`, so that a
  /// report names the file a reviewer knows rather than where a runner unpacked it; a path
  /// outside any `Matrices` folder, or a release, as given.
  static func packagePath(_ path: String) -> String {
    guard path.contains("/") else { return path }
    let parts = FileSystem.absolute(path).split(separator: "/")
    guard let start = parts.dropLast().lastIndex(of: "Matrices") else { return path }
    return parts[start...].joined(separator: "/")
  }

  /// Returns the line that sums every report: the changes of every kind, and how many of the
  /// files differ.
  static func total(_ reports: [ChangeReport]) -> String {
    func sum(_ kind: CellChange.Kind) -> Int { reports.reduce(0) { $0 + $1.count(kind) } }
    let (behaviour, annotation) = (sum(.behaviour), sum(.annotation))
    let differing = reports.count { !$0.isEmpty }
    return "all \(reports.count.digitsGrouped) files: \(behaviour.digitsGrouped) behaviour change"
      + (behaviour == 1 ? "" : "s") + ", \(annotation.digitsGrouped) annotation-only change"
      + (annotation == 1 ? "" : "s") + " (notes or basis), \(sum(.added).digitsGrouped) added, "
      + "\(sum(.removed).digitsGrouped) removed; \(differing.digitsGrouped) of the files differ"
  }

  /// Returns one report as text for a terminal, coloured if the options say so.
  package static func text(_ report: ChangeReport, options: ReportOptions) -> String {
    func paint(_ text: String, _ code: String) -> String {
      options.colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    // The subject is a path and the transition golden cells: both may come from a file under
    // review, so neither reaches a terminal unescaped.
    var lines = [paint(headline(report).messageEscaped, "1")]
    guard !report.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += breakdown(report).map { "  " + $0 }
    for (title, group) in sections(report) {
      if let title { lines += ["", paint(title, "1")] }
      lines.append("")
      lines.append(
        paint("\(group.changes.count.digitsGrouped) × \(group.transition.messageEscaped)", "33"))
      lines.append("  where: \(group.location)")
      let shown = options.keysShown(of: group.changes.count)
      lines += group.keys.prefix(shown).map { "  - " + report.describe($0) }
      if group.changes.count > shown {
        lines.append("  … and \((group.changes.count - shown).digitsGrouped) more")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Returns the reports as Markdown blocks: each report's headline, then one block per group,
  /// each group's keys folded and, except in the full report, capped.
  package static func markdown(_ reports: [ChangeReport], options: ReportOptions) -> MarkdownComment
  {
    var comment = MarkdownComment()
    if reports.count > 1 { comment.append([.paragraph([.strong([.text(total(reports))])])]) }
    for report in reports {
      var ranks: [MarkdownComment.Priority: Int] = [:]
      var summary: [Document.Block] = [.heading(3, headline(report))]
      if !report.isEmpty { summary.append(.bullets(breakdown(report))) }
      comment.append(summary)
      for (title, group) in sections(report) {
        var blocks = title.map { [Document.Block.heading(4, $0)] } ?? []
        blocks += [
          .heading(5, "\(group.changes.count.digitsGrouped) × \(group.transition)"),
          .paragraph([.text("Where: \(group.location)")]),
        ]
        let shown = options.keysShown(of: group.changes.count)
        var keys = group.keys.prefix(shown).map { Document.ListItem([.code(report.describe($0))]) }
        if group.changes.count > shown {
          keys.append(
            Document.ListItem([.text("… and \((group.changes.count - shown).digitsGrouped) more")]))
        }
        blocks.append(
          group.changes.count > foldAfter
            ? .details(
              summary: [.text("\(group.changes.count.digitsGrouped) scenarios")], [.list(keys)])
            : .list(keys))
        let priority: MarkdownComment.Priority =
          group.kind == .annotation ? .annotation : .behaviour
        comment.append(
          blocks, priority, cells: group.changes.count, rank: ranks[priority, default: 0])
        ranks[priority, default: 0] += 1
      }
    }
    return comment
  }

  /// Returns a key as a JSON object, one field per axis, named as the long table's columns,
  /// without the OS when the report compares two releases.
  private static func scenario(_ report: ChangeReport, _ key: Scenario) -> JSONValue {
    .object(
      zip(Scenario.columns, key.axisValues).filter { !report.omitsOS || $0.0 != "os" }
        .map { ($0.0, JSONValue.string($0.1)) })
  }

  /// Returns one report as a JSON object that lists every group and every key.
  package static func json(_ report: ChangeReport) -> JSONValue {
    .object([
      ("subject", .string(report.subject)),
      ("from", .string(report.from)),
      ("to", .string(report.to)),
      ("behaviour", .int(report.count(.behaviour))),
      ("annotation", .int(report.count(.annotation))),
      ("changed", .int(report.count(.behaviour) + report.count(.annotation))),
      ("added", .int(report.count(.added))),
      ("removed", .int(report.count(.removed))),
      ("groups", .array(report.groups.map { json($0, of: report) })),
    ])
  }

  /// Returns a group of a report as a JSON object, its differences and keys both as prose and
  /// as fields.
  private static func json(_ group: ChangeReport.Group, of report: ChangeReport) -> JSONValue {
    .object([
      ("kind", .string(group.kind.rawValue)),
      ("transition", .string(group.transition)),
      ("count", .int(group.changes.count)),
      ("where", .string(group.location)),
      ("keys", .array(group.keys.map { .string(report.describe($0)) })),
      // The same, as fields a program reads without parsing the prose above.
      (
        "differences",
        .array(
          group.differences.map {
            .object([
              ("column", .string($0.column)), ("from", .string($0.old)), ("to", .string($0.new)),
            ])
          })
      ),
      ("scenarios", .array(group.keys.map { scenario(report, $0) })),
    ])
  }
}
