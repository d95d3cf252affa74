/// Renders what `check` found, in the same formats as change reports.
public enum CheckReportRenderer {
  /// Returns the report; `colour` applies to text only.
  public static func render(
    _ report: CheckReport, as format: ChangeReportRenderer.Format, colour: Bool = false
  ) -> String {
    switch format {
    case .text:
      let goldens = report.goldens.map { ChangeReportRenderer.text($0, colour: colour) }
      let section = section(report, bullet: "  ", escape: \.messageEscaped)
      return (goldens + [section]).joined(separator: "\n")
    case .markdown:
      let goldens = report.goldens.map(ChangeReportRenderer.markdown)
      let section = section(report, bullet: "- ", heading: "### ", escape: \.markdownEscaped)
      return (goldens + [section]).joined(separator: "\n")
    case .json:
      return JSONValue.object([
        ("passes", .bool(report.passes)),
        ("goldens", .array(report.goldens.map(ChangeReportRenderer.json))),
        ("files", .array(report.files.map { .string($0.description) })),
        ("unexplained", .array(report.unexplained.map { .string($0.observation.id) })),
      ]).rendered()
    }
  }

  /// The generated files and the evidence, after the goldens; `escape` makes a path or an
  /// observation ID, which come from files under review, literal text in the format.
  private static func section(
    _ report: CheckReport, bullet: String, heading: String = "", escape: (String) -> String
  ) -> String {
    var lines: [String] = []
    lines.append(
      heading
        + (report.files.isEmpty
          ? "generated files: all up to date"
          : "generated files: \(report.files.count) differ from what generate writes"))
    lines += report.files.map { bullet + escape($0.description) }
    lines.append(
      heading
        + (report.unexplained.isEmpty
          ? "evidence: every observation explained"
          : "evidence: \(report.unexplained.count) observations unexplained"))
    lines += report.unexplained.map {
      bullet + escape("\($0.observation.id) (\($0.observation.file):\($0.observation.line))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
