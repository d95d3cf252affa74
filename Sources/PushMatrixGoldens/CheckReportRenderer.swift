import PushMatrixDocument
import PushMatrixEngine
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
      // Each file's and observation's line is prose, wrapped, its path whole; a diff's lines
      // are kept as they are.
      var lines = [filesHeading(report)]
      for file in report.files {
        lines += ("  " + file.description.messageEscaped).wrapped(
          width: options.width, hangingIndent: 4, keptWhole: 2 + file.path.messageEscaped.count)
        lines += (file.excerpt?.lines ?? []).map { "    " + $0 }
      }
      lines.append(evidenceHeading(report))
      lines += report.unexplained.flatMap {
        ("  " + unexplained($0).messageEscaped).wrapped(width: options.width, hangingIndent: 4)
      }
      return (goldens + [lines.joined(separator: "\n") + "\n"]).joined(separator: "\n")
    case .markdown:
      var comment = ChangeReportRenderer.markdown(report.goldens, options: options)
      comment.append(
        [.heading(3, filesHeading(report)), .bullets(report.files.map(\.description))])
      for file in report.files {
        guard let excerpt = file.excerpt, case .differs(let line) = file.kind else { continue }
        comment.append(
          [
            .details(
              summary: [.text("\(file.path.messageEscaped) from line \(line)")],
              [.code(excerpt.lines, language: "diff")])
          ], .fileDiff)
      }
      comment.append(
        [.heading(3, evidenceHeading(report)), .bullets(report.unexplained.map(unexplained))])
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

  /// Says whether every observation is explained, and how many are not.
  private static func evidenceHeading(_ report: CheckReport) -> String {
    report.unexplained.isEmpty
      ? "evidence: every observation explained"
      : "evidence: \(report.unexplained.count) observations unexplained"
  }

  /// Names an unexplained observation and where it is; its ID comes from a file under review,
  /// so each format escapes it.
  private static func unexplained(_ judgement: Judgement) -> String {
    "\(judgement.observation.id) (\(judgement.observation.file):\(judgement.observation.line))"
  }
}
