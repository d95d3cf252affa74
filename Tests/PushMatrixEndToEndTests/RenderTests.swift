import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Renderers", .waitsForProcesses)
struct RenderTests {
  /// Text that breaks every format that does not escape it.
  static let hostile =
    "a|b \\| c\\ <script>alert(1)</script> =HYPERLINK(\"http://x.invalid\",\"y\") & `code` "
    + "*em* _em_ [link](u) ~s~ #5\nsecond line 测试 點擊 弹框"

  /// A page whose every text is hostile.
  static let hostilePage = TablePage(
    view: .byCallbacks, language: .en, title: hostile, intro: hostile,
    legend: [.init(title: hostile, items: [.init(term: hostile, text: hostile)])],
    sections: [
      .init(
        title: hostile,
        tables: [
          TableView(
            id: "t\"<1>", title: hostile, caption: hostile, corner: hostile,
            columns: [
              .init(key: "one", label: hostile), .init(key: "two", label: "=SUM(A1:A9)"),
            ],
            rows: [
              .init(
                heading: .init(key: "row", label: "+cmd|' /C calc'!A0"),
                cells: [
                  TableView.Cell(
                    runs: [
                      .text(hostile), .footnote("note<x>|y"), .lineBreak,
                      .mark(.overruled, "✗ X-1 <b>overruled</b>"),
                    ], outcome: nil, observations: []),
                  TableView.Cell(text: "@SUM(1+1)\r\n-2"),
                ])
            ], facets: Facets(), remark: [.text("remark " + hostile), .footnote("note<x>|y")])
        ])
    ],
    footnotes: [Footnote(slug: "note<x>|y", kind: .note, label: hostile, text: hostile)])

  /// The cells of the hostile page as a reader should see them, header first.
  static var hostileCells: [[String]] {
    let table = hostilePage.tables[0]
    return [[table.corner] + table.columns.map(\.label)]
      + table.rows.map { [$0.heading.label] + $0.cells.map(\.plainText) }
  }

  @Test(
    "Markdown escaping keeps a cell one cell and shows its text literally",
    arguments: [
      ("a|b", "a\\|b"), ("back\\slash", "back\\\\slash"), ("one\ntwo", "one<br>two"),
      ("one\r\ntwo\rthree", "one<br>two<br>three"), ("<script>", "\\<script\\>"),
      (
        "*x* _y_ `z` [a](b) ~c~ #d &amp;", "\\*x\\* \\_y\\_ \\`z\\` \\[a\\](b) \\~c\\~ \\#d \\&amp;"
      ),
      ("点击 → 弹框", "点击 → 弹框"),
    ])
  func markdownEscaping(text: String, expected: String) {
    #expect(text.markdownEscaped == expected)
  }

  @Test(
    "HTML escaping turns every markup character into a reference",
    arguments: [
      ("<a href=\"x\">'&'</a>", "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"),
      ("點擊 · 彈框", "點擊 · 彈框"), ("plain", "plain"),
    ])
  func htmlEscaping(text: String, expected: String) {
    #expect(text.htmlEscaped == expected)
  }

  @Test("an HTML comment cannot be closed early by the text inside it")
  func htmlComments() {
    #expect(!"a --> b <!-- c".htmlCommentEscaped.contains("-->"))
    #expect(!"a --> b <!-- c".htmlCommentEscaped.contains("<!--"))
  }

  @Test("Markdown of hostile text: no raw HTML, and cmark-gfm reads back every cell")
  func hostileMarkdown() throws {
    let markdown = MarkdownFormatter.format(Self.hostilePage, options: RenderOptions())
    #expect(!markdown.contains("<script>"))
    #expect(!markdown.contains("<b>"))
    guard ExternalTool.cmarkGFM.shouldRun else { return }
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hostile.md")
    try markdown.write(to: file, atomically: true, encoding: .utf8)
    let html = try cmarkHTML(file)
    let tables = htmlTables(html)
    #expect(tables.count == 1)
    // Markdown has one kind of line break, so CR LF reads back as LF.
    let expected = Self.hostileCells.map {
      $0.map { $0.replacingOccurrences(of: "\r\n", with: "\n") }
    }
    #expect(tables.first == expected)
    // The note's slug cannot be a link label, so the cell links it inline, to its anchor.
    #expect(html.contains("<a href=\"#note-note-x--y\">[note&lt;x&gt;|y]</a>"))
    #expect(html.contains("<a id=\"note-note-x--y\"></a>"))
    #expect(
      html.contains("<h1>" + Self.hostile.htmlEscaped.replacingOccurrences(of: "\n", with: "<br>")))
    let remark = try #require(html.components(separatedBy: "<p>remark ").dropFirst().first)
    #expect(
      htmlText(remark.components(separatedBy: "</p>")[0])
        == Self.hostile + " [note<x>|y]")
  }

  @Test("HTML of hostile text: every text escaped, the only script the page's own")
  func hostileHTML() {
    let html = HTMLFormatter.format(Self.hostilePage, options: RenderOptions())
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(!html.contains("<b>overruled"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("id=\"t&quot;&lt;1&gt;\""))
    #expect(html.contains("href=\"#note-note-x--y\""))
    #expect(html.contains("<caption>"))
    #expect(html.contains("<th scope=\"col\""))
    #expect(html.contains("<th scope=\"row\">+<wbr>cmd|&#39; /C calc&#39;!A0</th>"))
    #expect(html.contains("<p class=\"remark\">remark a|b \\| c\\ &lt;script&gt;"))
  }

  @Test("CSV of hostile text: Python's csv module reads back every cell, formulas neutralised")
  func hostileCSV() throws {
    let csv = CSVFormatter.format(Self.hostilePage, options: RenderOptions())
    #expect(csv.contains("'=SUM(A1:A9)"))
    #expect(csv.contains("\n'+cmd|' /C calc'!A0,"))
    guard ExternalTool.python3.shouldRun else { return }
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hostile.csv")
    try Data(csv.utf8).write(to: file)
    #expect(try pythonCSVRows(file) == neutralised(Self.hostileCells))
  }

  @Test("JSON of hostile text parses back to the same texts")
  func hostileJSON() throws {
    let json = JSONFormatter.format(
      Self.hostilePage, options: RenderOptions(generatedBy: "pushmatrix generate"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["title"] as? String == Self.hostile)
    #expect((object["generated"] as? String)?.contains("pushmatrix generate") == true)
    let footnotes = try #require(object["footnotes"] as? [[String: Any]])
    #expect(footnotes.first?["slug"] as? String == "note<x>|y")
    let sections = try #require(object["sections"] as? [[String: Any]])
    let table = try #require((sections.first?["tables"] as? [[String: Any]])?.first)
    let rows = try #require(table["rows"] as? [[String: Any]])
    #expect(rows.first?["cells"] as? [String] == Self.hostileCells[1].dropFirst().map { $0 })
    let remark = try #require(table["remark"] as? [String: Any])
    #expect(remark["text"] as? String == "remark " + Self.hostile + " [note<x>|y]")
    #expect(remark["footnotes"] as? [String] == ["note<x>|y"])
  }

  @Test("by-os on iOS 9.3.2 as Markdown: cmark-gfm reads the four sets iOS 9 calls, and why")
  func foldedMarkdown() throws {
    let run = try runTool(["render", "--view", "by-os", "--format", "md", "--os", "9.3.2"])
    #expect(run.status == 0, "\(run.errors)")
    guard ExternalTool.cmarkGFM.shouldRun else { return }
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("by-os.md")
    try Data(run.output.utf8).write(to: file)
    let html = try cmarkHTML(file)
    let tables = htmlTables(html)
    #expect(tables.count == Payload.allCases.count * BackgroundMode.allCases.count)
    for table in tables {
      #expect(
        table.dropFirst().map { $0[0] }
          == ["none (launch only)", "legacyReceive", "fetchReceive", "legacyReceive+fetchReceive"])
      #expect(!table.joined().joined().contains("callbacks-unavailable"))
    }
    let remark =
      "<p>Not called on iOS 9.3.2: willPresent and didReceiveResponse. A set that implements them "
      + "is shown in the row of the callbacks it does call. "
      + "[<a href=\"#note-callbacks-unavailable\">callbacks-unavailable</a>]"
    #expect(html.components(separatedBy: remark).count - 1 == tables.count)
    #expect(html.contains("✓ CO-19 (willPresent+didReceiveResponse)"))
  }

  @Test("render --view long --format csv prints byte for byte what export prints")
  func longCSVIsExport() throws {
    for extra in [[], ["--excel"]] {
      let filters = ["--os", "9.3.2,12.3.1", "--state", "foreground,notRunning"]
      let render = try runTool(["render", "--view", "long", "--format", "csv"] + filters + extra)
      let export = try runTool(["export", "--format", "csv"] + filters + extra)
      #expect(render.status == 0)
      #expect(render.output == export.output)
    }
  }

  @Test("--excel adds a byte-order mark and CRLF line ends")
  func excel() throws {
    let run = try runTool([
      "render", "--view", "long", "--format", "csv", "--excel", "--os", "10.0", "--payload",
      "alert",
    ])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("\u{FEFF}"))
    #expect(run.output.hasSuffix("\r\n"))
    #expect(run.output.split(separator: "\n").dropLast().allSatisfy { $0.hasSuffix("\r") })
  }

  @Test(
    "every format renders every view from the command line",
    arguments: ViewKind.allCases, PageFormat.allCases)
  func renderCommand(view: ViewKind, format: PageFormat) throws {
    let run = try runTool([
      "render", "--view", view.rawValue, "--format", format.rawValue, "--lang", "zh-Hant",
      "--os", "10.0,12.3.1", "--callbacks", "fetchReceive,willPresent+didReceiveResponse",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.isEmpty)
    if format == .md || format == .html {
      #expect(run.output.hasPrefix("<!-- Generated by `pushmatrix render --view \(view.rawValue)"))
    }
  }

  @Test(
    "render rejects bad usage with exit 64",
    arguments: [
      ["render"], ["render", "--view", "wide"], ["render", "--view", "long", "--format", "pdf"],
      ["render", "--view", "long", "--lang", "fr"], ["render", "--view", "long", "--excel"],
      ["generate", "--lang", "en,klingon"],
    ])
  func badUsage(arguments: [String]) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("error: "))
  }
}
