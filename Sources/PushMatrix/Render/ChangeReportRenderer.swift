/// Renders change reports for reviewers: text for a terminal, Markdown for a pull-request
/// comment, JSON for other tools.
public enum ChangeReportRenderer {
  /// The report formats.
  public enum Format: String, CaseIterable, Sendable {
    case text
    case markdown
    case json
  }

  /// How many keys a group lists before folding the rest.
  public static let foldAfter = 10

  /// Returns the reports in a format; `colour` applies to text only.
  public static func render(_ reports: [ChangeReport], as format: Format, colour: Bool = false)
    -> String
  {
    switch format {
    case .text: reports.map { text($0, colour: colour) }.joined(separator: "\n")
    case .markdown: reports.map(markdown).joined(separator: "\n")
    case .json: JSONValue.array(reports.map(json)).rendered()
    }
  }

  /// Returns the one-line headline: how many cells changed, were added and were removed.
  public static func headline(_ report: ChangeReport) -> String {
    guard !report.isEmpty else { return "\(report.subject): no differences" }
    return "\(report.subject): \(report.count(.changed)) changed, \(report.count(.added)) added, "
      + "\(report.count(.removed)) removed"
  }

  private static func breakdown(_ report: ChangeReport) -> [String] {
    var lines: [String] = []
    if !report.omitsOS {
      lines.append("by os: " + report.countsByOS.map { "\($0) (\($1))" }.joined(separator: ", "))
    }
    lines.append(
      "by state: " + report.countsByState.map { "\($0) (\($1))" }.joined(separator: ", "))
    return lines
  }

  static func text(_ report: ChangeReport, colour: Bool) -> String {
    func paint(_ text: String, _ code: String) -> String {
      colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    // The subject is a path and the transition golden cells: both may come from a file under
    // review, so neither reaches a terminal unescaped.
    var lines = [paint(headline(report).messageEscaped, "1")]
    guard !report.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += breakdown(report).map { "  " + $0 }
    for group in report.groups {
      lines.append("")
      lines.append(paint("\(group.keys.count) × \(group.transition.messageEscaped)", "33"))
      lines.append("  where: \(group.location)")
      lines += group.keys.prefix(foldAfter).map { "  - " + report.describe($0) }
      if group.keys.count > foldAfter {
        lines.append("  … and \(group.keys.count - foldAfter) more")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func markdown(_ report: ChangeReport) -> String {
    var lines = ["### " + headline(report).markdownEscaped]
    guard !report.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines.append("")
    lines += breakdown(report).map { "- " + $0.markdownEscaped }
    for group in report.groups {
      lines += [
        "", "#### \(group.keys.count) × \(group.transition.markdownEscaped)", "",
        "Where: \(group.location.markdownEscaped)", "",
      ]
      let keys = group.keys.map { "- `\(report.describe($0))`" }
      if keys.count > foldAfter {
        lines +=
          ["<details><summary>\(keys.count) scenarios</summary>", ""] + keys + ["", "</details>"]
      } else {
        lines += keys
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ report: ChangeReport) -> JSONValue {
    .object([
      ("subject", .string(report.subject)),
      ("changed", .int(report.count(.changed))),
      ("added", .int(report.count(.added))),
      ("removed", .int(report.count(.removed))),
      (
        "groups",
        .array(
          report.groups.map { group in
            .object([
              ("transition", .string(group.transition)),
              ("count", .int(group.keys.count)),
              ("where", .string(group.location)),
              ("keys", .array(group.keys.map { .string(report.describe($0)) })),
            ])
          })
      ),
    ])
  }
}
