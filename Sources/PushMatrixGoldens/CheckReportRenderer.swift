import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// Renders what `check` found, in the same formats as change reports.
package enum CheckReportRenderer {
  /// Returns the report; JSON always lists everything.
  package static func render(
    _ report: CheckReport, as format: ChangeReportRenderer.Format,
    options: ReportOptions = ReportOptions()
  ) -> String {
    switch format {
    case .text:
      let goldens = report.goldens.map { ChangeReportRenderer.text($0, options: options) }
      var lines = [filesHeading(report)]
      for file in report.files {
        lines.append("  " + file.description.messageEscaped)
        lines += (file.excerpt?.lines ?? []).map { "    " + $0 }
      }
      lines += evidence(report, bullet: "  ", escape: \.messageEscaped)
      return (goldens + [lines.joined(separator: "\n") + "\n"]).joined(separator: "\n")
    case .markdown:
      var comment = ChangeReportRenderer.markdown(report.goldens, options: options)
      comment.append(
        (["### " + filesHeading(report)]
          + report.files.map { "- " + $0.description.markdownEscaped })
          .joined(separator: "\n"))
      for file in report.files {
        guard let excerpt = file.excerpt, case .differs(let line) = file.kind else { continue }
        comment.append(
          "<details><summary>\(file.path.messageEscaped.htmlEscaped) from line \(line)</summary>\n\n"
            + excerpt.lines.markdownCodeBlock(info: "diff") + "\n\n</details>", .fileDiff)
      }
      comment.append(
        evidence(report, bullet: "- ", heading: "### ", escape: \.markdownEscaped)
          .joined(separator: "\n"))
      return comment.rendered(options)
    case .json:
      return JSONValue.object([
        ("passes", .bool(report.passes)),
        ("goldens", .array(report.goldens.map(ChangeReportRenderer.json))),
        ("files", .array(report.files.map { .string($0.description) })),
        (
          "fileDiffs",
          .array(
            report.files.compactMap { file in
              guard let excerpt = file.excerpt, case .differs(let line) = file.kind else {
                return nil
              }
              return .object([
                ("path", .string(file.path)), ("line", .int(line)),
                ("diff", .array(excerpt.lines.map(JSONValue.string))),
              ])
            })
        ),
        ("unexplained", .array(report.unexplained.map { .string($0.observation.id) })),
      ]).rendered()
    }
  }

  /// Says whether the generated files are up to date, and how many are not.
  private static func filesHeading(_ report: CheckReport) -> String {
    report.files.isEmpty
      ? "generated files: all up to date"
      : "generated files: \(report.files.count) differ from what generate writes"
  }

  /// The evidence, after the generated files; `escape` makes an observation ID, which comes
  /// from a file under review, literal text in the format.
  private static func evidence(
    _ report: CheckReport, bullet: String, heading: String = "", escape: (String) -> String
  ) -> [String] {
    let title =
      report.unexplained.isEmpty
      ? "evidence: every observation explained"
      : "evidence: \(report.unexplained.count) observations unexplained"
    return [heading + title]
      + report.unexplained.map {
        bullet + escape("\($0.observation.id) (\($0.observation.file):\($0.observation.line))")
      }
  }
}
