import Foundation
import PushMatrixApp
import PushMatrixIO
import PushMatrixScan
import PushMatrixTables

/// How `diff` and `check` print their report: the format, the Markdown budget, and the file
/// the full report goes to.
package struct ReportOutput: Sendable, Equatable {
  /// The options this type reads, with the values `--format` accepts.
  static let options: [String: [String]] = [
    "format": ChangeReportRenderer.Format.names, "full": [], "budget": [],
  ]

  /// The smallest Markdown budget: room for the headlines and the note that says what is left
  /// out.
  static let smallestBudget = 1_000

  /// The options' lines for a command's help.
  static let help = """
      --format F            \(ChangeReportRenderer.Format.helpList) (default text; colour only on a terminal,
                            never with NO_COLOR set)
      --full FILE           also write the full report to FILE, in the same format: every group
                            and every key (the printed report lists \(keys) keys a group and,
                            in Markdown, stops adding groups at its budget); FILE itself must
                            not be a link
      --budget N            with markdown, the most characters the report may have (default
                            \(defaultBudget), at least \(smallestBudget)); GitHub allows 65536
                            in a comment
    """

  /// The keys a group lists in the printed report, named short for the help's lines.
  private static let keys = ChangeReportRenderer.foldAfter
  /// The default budget, named short for the help's lines.
  private static let defaultBudget = ReportOptions.defaultBudget

  package var format: ChangeReportRenderer.Format
  /// The file to write the full report to, if one was asked for.
  package var fullReport: String?
  /// The most characters a Markdown report may have.
  package var budget: Int

  /// Reads `--format`, `--full` and `--budget`.
  ///
  /// - Throws: ``UsageError`` for an unknown format, a budget that is not a number of at least
  ///   ``smallestBudget``, or a budget for a format other than Markdown.
  init(scanning scan: ArgumentScanner) throws(UsageError) {
    format = try scan.format(default: .text)
    fullReport = scan.values["full"]
    budget = ReportOptions.defaultBudget
    guard let text = scan.values["budget"] else { return }
    guard format == .markdown else { throw scan.error("option --budget needs --format markdown") }
    guard let budget = Int(text), budget >= Self.smallestBudget else {
      throw scan.error(
        "invalid value \(text.messageQuoted) for option --budget: expected a number of "
          + "characters, at least \(Self.smallestBudget)")
    }
    self.budget = budget
  }

  /// Writes the full report to its file, if one was asked for, then prints the short report.
  ///
  /// - Parameters:
  ///   - render: renders the report in this output's format with the options given.
  ///   - console: where the short report is printed.
  /// - Throws: ``AtomicFile/WriteError`` when the full report's file cannot be written.
  func write(_ render: (ReportOptions) -> String, to console: Console) throws(AtomicFile.WriteError)
  {
    if let fullReport {
      try console.write(
        render(ReportOptions(width: Terminal.width(standardOutput: false), isFull: true)),
        toFileNamed: fullReport)
    }
    let colour = Terminal.colourOutput(environment: ProcessInfo.processInfo.environment)
    console.output.write(
      render(
        ReportOptions(
          colour: colour, width: Terminal.width(), budget: budget, fullReport: fullReport)))
  }
}
