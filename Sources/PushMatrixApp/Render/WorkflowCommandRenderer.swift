import PushMatrixIO
import PushMatrixScan

/// Renders findings as GitHub Actions workflow commands, which a job's log turns into
/// annotations on the lines they name: `::warning file=F,line=N,title=T::message`, one line a
/// finding, then a `::notice` with the summary.
///
/// A warning is `::warning`, or `::error` when it fails the run (`--strict`); information is
/// `::notice`. A finding without a place in the app's files has no `file` or `line`: GitHub
/// shows it on the run, not on a line. The escaping is GitHub's own for workflow commands
/// (actions/toolkit, commit 4b9afa4c, `packages/core/src/command.ts` lines 103–117): in a
/// message `%`, CR and LF; in a property also `:` and `,`.
package enum WorkflowCommandRenderer {
  /// Returns the page's findings, one command each, then a notice that counts them.
  ///
  /// - Parameters:
  ///   - report: the page.
  ///   - source: what the profile was read from, as given, for an app without a target's name.
  ///   - ci: the scanned folder in the repository, and whether a warning fails the run.
  /// - Returns: the commands, each line ending in a line feed.
  package static func render(_ report: AppReport, source: String, ci: CIContext) -> String {
    let warnings = report.warningCount
    let information = report.findings.count - warnings
    return render(
      report.findings, profile: report.profile, ci: ci,
      summary: "\(report.profile.appName ?? source): \(count(warnings, "warning")) and "
        + "\(count(information, "finding")) of information.")
  }

  /// Returns the findings a change brings, one command each, then the headline's notice.
  ///
  /// What a pull request adds, on the lines it adds it: the findings that appear, and those
  /// both sides have that were information and are now warnings, as `--strict` counts them.
  ///
  /// - Parameters:
  ///   - comparison: the comparison.
  ///   - headline: the comparison's headline.
  ///   - ci: the scanned folder in the repository, and whether a new warning fails the run.
  /// - Returns: the commands, each line ending in a line feed.
  package static func render(
    _ comparison: AppComparison, headline: String, ci: CIContext
  ) -> String {
    let raised = comparison.findingsChanged.filter {
      $0.before.level == .info && $0.after.level == .warning
    }
    return render(
      comparison.findingsAppeared + raised.map(\.after), profile: comparison.head.profile,
      ci: ci, summary: headline)
  }

  /// Returns one command a finding, then the summary's notice.
  private static func render(
    _ findings: [AppFinding], profile: AppProfile, ci: CIContext, summary: String
  ) -> String {
    var lines: [String] = []
    for finding in findings {
      let command =
        switch finding.level {
        case .warning: ci.strict ? "error" : "warning"
        case .info: "notice"
        }
      var properties: [(String, String)] = []
      if let location = finding.location(in: profile) {
        properties += [("file", ci.root + location.file), ("line", String(location.line))]
      }
      properties.append(("title", "PushMatrix: \(finding.id)"))
      lines.append(line(command, properties, finding.message))
    }
    lines.append(line("notice", [("title", "PushMatrix")], summary))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Returns `1 warning`, `2 warnings`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Returns one workflow command, its properties and message escaped, every control and
  /// bidirectional character of the app's text but CR and LF spelled out first.
  static func line(_ command: String, _ properties: [(String, String)], _ message: String)
    -> String
  {
    let list = properties.map { "\($0)=\(property($1.controlsSpelledOut))" }
    return "::\(command)" + (list.isEmpty ? "" : " " + list.joined(separator: ","))
      + "::\(data(message.controlsSpelledOut))"
  }

  /// Escapes a command's message: `%`, CR and LF.
  static func data(_ text: String) -> String {
    text.replacingEvery(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// Escapes a property's value: as a message, and `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingEvery([":": "%3A", ",": "%2C"])
  }
}

extension String {
  /// The string with every scalar the table names replaced by its text, in one pass (by
  /// scalar, since CR LF is one `Character`).
  fileprivate func replacingEvery(_ table: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = table[scalar] {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
