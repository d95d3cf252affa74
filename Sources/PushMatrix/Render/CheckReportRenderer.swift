/// Renders what `check` found, in the same formats as change reports.
public enum CheckReportRenderer {
  /// Returns the report; JSON always lists everything.
  public static func render(
    _ report: CheckReport, as format: ChangeReportRenderer.Format,
    options: ReportOptions = ReportOptions()
  ) -> String {
    switch format {
    case .text:
      let goldens = report.goldens.map { ChangeReportRenderer.text($0, options: options) }
      return (goldens + [section(report, bullet: "  ").joined(separator: "\n") + "\n"])
        .joined(separator: "\n")
    case .markdown:
      var comment = ChangeReportRenderer.markdown(report.goldens, options: options)
      comment.append(
        section(report, bullet: "- ", heading: "### ", escape: \.markdownEscaped)
          .joined(separator: "\n"))
      return comment.rendered(options)
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
    _ report: CheckReport, bullet: String, heading: String = "",
    escape: (String) -> String = { $0 }
  ) -> [String] {
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
    return lines
  }
}
