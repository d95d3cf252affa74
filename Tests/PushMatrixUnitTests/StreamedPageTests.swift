import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Pages written with their last table's rows apart")
struct StreamedPageTests {
  /// Spaces of the long view: two releases and two states, one release and one payload, none.
  static let spaces = [
    ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
      .restricted(to: [AppState.foreground, .notRunning]),
    ScenarioSpace(versions: [OSVersion(18)]).restricted(to: [Payload.alert]),
    ScenarioSpace(versions: []),
  ]

  /// Returns what a format writes for a page whose last table `rows` continue.
  static func written(
    _ format: PageFormat, _ page: TablePage, rows: some Sequence<TableView.Row>,
    options: RenderOptions = RenderOptions()
  ) -> String {
    let sink = StringSink()
    format.write(page, rows: rows, options: options, to: sink)
    return sink.text
  }

  @Test(
    "the long view written from its frame and its rows is the whole page, byte for byte",
    arguments: PageFormat.allCases, Language.allCases)
  func longView(format: PageFormat, language: Language) {
    let options = RenderOptions(
      generatedBy: "pushmatrix render --view long", excel: format == .csv)
    for space in Self.spaces {
      let whole = ViewBuilder(
        routed: RoutedSpace(space, ledger: packageLedger), language: language
      ).page(.long)
      #expect(whole.tables.map(\.rows.count) == [Array(space).count])
      // As render writes it: from a space routed without the cells the table views need.
      let streaming = ViewBuilder(
        routed: RoutedSpace(space, ledger: packageLedger, indexingCells: false),
        language: language)
      #expect(streaming.longFrame().tables.map(\.rows.count) == [0])
      let streamed = Self.written(
        format, streaming.longFrame(), rows: streaming.longRows(), options: options)
      #expect(streamed == format.format(whole, options: options), "\(space.versions)")
    }
  }

  @Test(
    "rows given apart continue the last table, whatever the page's texts hold",
    arguments: PageFormat.allCases)
  func lastTableContinued(format: PageFormat) throws {
    let space = ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
    var page = ViewBuilder(routed: RoutedSpace(space, ledger: packageLedger), language: .en)
      .page(.byOS)
    // Texts that a marker or a search for the rows might take for the place of the rows, and a
    // section without tables after the last table.
    page.title = "\"rows\": null true [] {{tables}} \u{0}"
    page.sections.append(TablePage.Section(title: "\"rows\": null", tables: []))
    var frame = page
    let last = try #require(page.lastTablePosition)
    let rows = page.sections[last.section].tables[last.table].rows
    #expect(rows.count > 2)
    frame.sections[last.section].tables[last.table].rows = Array(rows.prefix(1))
    #expect(Self.written(format, frame, rows: rows.dropFirst()) == format.format(page))
  }

  @Test("a template that lays out the tables twice gets the rows given apart twice")
  func tablesTwice() throws {
    var files: [String: String] = [:]
    for name in TemplateSet.Name.allCases {
      files[name.rawValue] = try String(
        contentsOf: packageRoot.appendingPathComponent("Templates/\(name.rawValue)"),
        encoding: .utf8)
    }
    files[TemplateSet.Name.pageHTML.rawValue]? += "{{tables}}\n"
    let options = RenderOptions(templates: try TemplateSet(files: files, folder: "Templates"))
    let builder = ViewBuilder(
      routed: RoutedSpace(Self.spaces[0], ledger: nil, indexingCells: false), language: .en)
    let whole = builder.page(.long)
    let streamed = Self.written(
      .html, builder.longFrame(), rows: builder.longRows(), options: options)
    #expect(streamed == PageFormat.html.format(whole, options: options))
    let rows = streamed.components(separatedBy: "<tr data-").count - 1
    #expect(rows == 2 * Array(Self.spaces[0]).count)
  }
}
