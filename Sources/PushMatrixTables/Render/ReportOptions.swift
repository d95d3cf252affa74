import PushMatrixIO

/// How much of a change or check report to show: every key, or what a reader needs in one
/// terminal screen or one pull-request comment.
package struct ReportOptions: Sendable, Equatable {
  /// The default Markdown budget: below GitHub's limit of 65,536 characters for a comment, with
  /// room for a few lines around the report.
  package static let defaultBudget = 60_000

  /// Whether text gets ANSI colours.
  package var colour: Bool
  /// The columns the prose of text is wrapped to.
  package var width: Int
  /// Whether to list every group and every key, with no budget: the full report.
  package var isFull: Bool
  /// The largest Markdown report, counted in UTF-8 bytes so that it never has more characters.
  package var budget: Int
  /// Where the full report is, said when a Markdown report leaves groups out; `nil` when none
  /// was asked for.
  package var fullReport: String?

  /// Creates options; by default a short, uncoloured report within the default budget, its
  /// text wrapped to 80 columns.
  package init(
    colour: Bool = false, width: Int = String.standardWidth, isFull: Bool = false,
    budget: Int = defaultBudget, fullReport: String? = nil
  ) {
    self.colour = colour
    self.width = width
    self.isFull = isFull
    self.budget = budget
    self.fullReport = fullReport
  }

  /// How many keys a group lists: all of them in the full report.
  func keysShown(of count: Int) -> Int {
    isFull ? count : min(count, ChangeReportRenderer.foldAfter)
  }
}
