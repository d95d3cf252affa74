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
    + "[--conditions documents|all] \(SDKOption.usage) \(ScenarioSpace.filterUsage)"
  package static let details = """
    Prints the long table, one row per scenario in canonical order, to standard output.
    Columns: \(LongTable.columns.joined(separator: ", ")).
    Sequences are >-joined, - when nothing is called, n/a for a tap when nothing was shown.
    Each condition is held at the value the documents tested unless --conditions all or its own
    filter says otherwise. A table longer than a spreadsheet holds (\(Self.spreadsheetRows) rows
    with the header) is written all the same, after a warning on standard error.
    With --sdk the rows are those of the SDK's callbacks (--callbacks is then refused), and
    four columns follow: \(OutcomeColumns.columns(of: Router.standard.bridging(.notifee).stages)
      .filter { $0.family == .sdk }.map(\.id).joined(separator: ", ")): the handlers on
    arrival and on the tap (>-joined, - for none, n/a when nothing was shown), the SDK rules
    (+-joined) and the basis of the native answer and the SDK rules together.

    Options:
      --format F            \(TableFormat.helpList) (default tsv)
      --excel               with csv: a byte-order mark and CRLF line ends for spreadsheets
    \(ConditionSpan.help)
    \(SDKOption.help)
    \(ScenarioSpace.filterHelp)
    """

  package var space: ScenarioSpace
  package var format: TableFormat
  package var excel: Bool
  /// The SDK whose columns follow the native ones, or `nil`.
  package var sdk: SDKBridge?

  /// The most rows a spreadsheet holds, the header's included: Excel's and LibreOffice's limit.
  static let spreadsheetRows = 1_048_576

  package static let options = ScenarioSpace.filterOptionValues.merging([
    "format": formats(TableFormat.self), ConditionSpan.option: choices(ConditionSpan.self),
    SDKOption.option: SDKBridge.names,
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
    sdk = try SDKOption.bridge(scan)
    if let sdk {
      let option = CallbackSet.axis.option
      guard scan.values[option] == nil else {
        throw scan.error(
          "options --\(option) and --\(SDKOption.option) both give the app's callbacks: "
            + "\(sdk.id) hooks \(sdk.callbacks); leave --\(option) out")
      }
      space = space.restricted(to: [sdk.callbacks])
    }
  }

  package func run(_ console: Console) throws -> Int32 {
    console.warnAboutReleases(space.versions)
    if format == .csv && space.count + 1 > Self.spreadsheetRows {
      console.errors.write(
        "warning: \(space.count) rows and a header are more than a spreadsheet "
          + "holds (\(Self.spreadsheetRows) rows): filter with --os or an axis, such "
          + "as --callbacks, to open it in Excel\n")
    }
    let router = sdk.map(Router.standard.bridging) ?? .standard
    if let text = format.delimitedText(excel: excel) {
      LongTable.write(of: space, as: text, routedBy: router, to: console.output, onePass: true)
    } else {
      TableWriter.write(
        LongTable.rows(of: space, routedBy: router, onePass: true),
        columns: LongTable.columns(of: router), as: format, to: console.output)
    }
    return ExitCode.success
  }
}
