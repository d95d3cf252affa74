import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// `pushmatrix export`: the long table, one row per scenario, streamed to standard output.
package struct ExportCommand: ToolCommand {
  package static let name = "export"
  package static let summary = "print the long table (TSV, CSV or JSON)"
  package static let usage =
    "usage: pushmatrix export [--format \(TableFormat.usageList)] [--excel] "
    + "[--conditions documents|all] \(ScenarioSpace.filterUsage)"
  package static let details = """
    Prints the long table, one row per scenario in canonical order, to standard output.
    Columns: \(LongTable.columns.joined(separator: ", ")).
    Sequences are >-joined, - when nothing is called, n/a for a tap when nothing was shown.
    Each condition is held at the value the documents tested unless --conditions all or its own
    filter says otherwise. A table longer than a spreadsheet holds (\(Self.spreadsheetRows) rows
    with the header) is written all the same, after a warning on standard error.

    Options:
      --format F            \(TableFormat.helpList) (default tsv)
      --excel               with csv: a byte-order mark and CRLF line ends for spreadsheets
    \(ConditionSpan.help)
    \(ScenarioSpace.filterHelp)
    """

  package var space: ScenarioSpace
  package var format: TableFormat
  package var excel: Bool

  /// The most rows a spreadsheet holds, the header's included: Excel's and LibreOffice's limit.
  static let spreadsheetRows = 1_048_576

  package static let options = ScenarioSpace.filterOptionValues.merging([
    "format": formats(TableFormat.self), ConditionSpan.option: choices(ConditionSpan.self),
  ]) { $1 }
  package static let flags: Set<String> = ["excel"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    format = try scan.format(default: .tsv)
    excel = scan.flags.contains("excel")
    if excel && format != .csv { throw scan.error("option --excel needs --format csv") }
    let span = try scan.choice(ConditionSpan.option, default: ConditionSpan.documents)
    space = try ScenarioSpace(scanning: scan, conditions: span.conditions)
  }

  package func run(_ console: Console) throws -> Int32 {
    console.warnAboutReleases(space.versions)
    if format == .csv && space.count + 1 > Self.spreadsheetRows {
      console.errors.write(
        "warning: \(space.count) rows and a header are more than a spreadsheet "
          + "holds (\(Self.spreadsheetRows) rows): filter with --os or an axis, such "
          + "as --callbacks, to open it in Excel\n")
    }
    if let text = format.delimitedText(excel: excel) {
      LongTable.write(of: space, as: text, to: console.output, onePass: true)
    } else {
      TableWriter.write(
        LongTable.rows(of: space, onePass: true), columns: LongTable.columns, as: format,
        to: console.output)
    }
    return ExitCode.success
  }
}
