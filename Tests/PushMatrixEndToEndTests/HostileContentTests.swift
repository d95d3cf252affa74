import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

/// Hostile text where RenderTests and TemplateTests do not put it: right-to-left overrides and
/// script that would run, in a browser, through a user's template, the notes, an observation
/// and the page's own comment; and golden cells and observations read back into the Markdown
/// reports of `diff` and `check`.
@Suite("Hostile content", .waitsForProcesses)
struct HostileContentTests {
  /// Script that marks the page when it runs: it sets the title and adds an element `#pwned`.
  static let mark =
    "document.title='pwned';document.body.insertAdjacentHTML('beforeend','<p id=pwned>x</p>')"

  /// Every kind of hostile text, one per element.
  static let payloads = [
    "<script>\(mark)</script>",
    "\"><img src=x onerror=\"\(mark)\">",
    "'><svg onload=\"\(mark)\">",
    "--!><script>\(mark)</script><!--",
    "--><img src=x onerror=\"\(mark)\"><!--",
    "</textarea></title></style><script>\(mark)</script>",
    "| a | b |", "`code` ``x``", "=HYPERLINK(\"http://x.invalid\",\"y\")", "@SUM(A1)",
    "\u{202E}txt.exe\u{202C}", "点击通知 點擊 弹框", "tab\there", "line one\nline two",
  ]

  /// All the payloads in one text.
  static let hostile = payloads.joined(separator: " ")

  /// A page with hostile text in every place a page has text: title, introduction, legend,
  /// headings, cells, marks, notes and their slugs.
  static let page = TablePage(
    view: .byCallbacks, language: .en, title: hostile, intro: hostile,
    legend: [.init(title: hostile, items: [.init(term: hostile, text: hostile)])],
    sections: [
      .init(
        title: hostile,
        tables: [
          TableView(
            id: hostile, title: hostile, caption: hostile, corner: hostile,
            columns: payloads.enumerated().map { .init(key: "c\($0)", label: $1) },
            rows: payloads.map { payload in
              .init(
                heading: .init(key: "row", label: payload),
                cells: payloads.map { cell in
                  TableView.Cell(
                    runs: [
                      .text(cell), .footnote(payload), .lineBreak, .mark(.overruled, payload),
                    ], outcome: nil, observations: [])
                })
            }, facets: Facets())
        ])
    ],
    footnotes: payloads.map { Footnote(slug: $0, kind: .note, label: $0, text: hostile) })

  /// A user's page template that puts the values in text, in double- and single-quoted
  /// attributes, in the title and in a comment.
  static let userTemplates: TemplateSet = {
    var files = TemplateSet.shippedFiles
    files["page.html"] = """
      <!DOCTYPE html>
      <html lang="{{lang}}">
      <head><meta charset="utf-8"><title>{{title}}</title><style>{{style}}</style></head>
      <body data-view="{{view}}" data-intro='{{intro}}'>
      <h1 title="{{title}}">{{title}}</h1>
      <!-- my note: {{intro}} -->
      <p class="intro">{{intro}}</p>
      {{filter}}
      {{legend}}
      <main>{{tables}}</main>
      {{notes}}
      <script>{{script}}</script>
      </body>
      </html>
      """
    do {
      return try TemplateSet(files: files, folder: "mine")
    } catch {
      preconditionFailure("the test's template is malformed: \(error)")
    }
  }()

  /// Loads a page in headless Chromium and returns the DOM after its scripts ran.
  static func dom(of page: URL) throws -> String {
    let dom = try Browser.document(of: page.absoluteString)
    try #require(dom.contains("</html>"), "chromium printed no page: \(dom)")
    return dom
  }

  /// Checks that no injected script ran: the title is not the mark's, and no `#pwned` exists.
  static func expectNothingRan(_ dom: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!dom.contains("<title>pwned</title>"), sourceLocation: sourceLocation)
    #expect(!dom.contains("id=\"pwned\""), sourceLocation: sourceLocation)
    for tag in ["<script>document.title='pwned'", "<img", "<svg", "<p id"] {
      #expect(!dom.contains(tag), "an injected \(tag) element", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "hostile text in a user's template, the notes and the page comment runs no script in Chromium",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func browserTemplate() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = HTMLFormatter.format(
      Self.page, options: RenderOptions(templates: Self.userTemplates, generatedBy: Self.hostile))
    let file = folder.appendingPathComponent("page.html")
    try Data(html.utf8).write(to: file)
    let dom = try Self.dom(of: file)
    Self.expectNothingRan(dom)
    // The page's own script did run, so the silence above means something.
    #expect(dom.contains(">1 / 1</output>"), "the page's own script did not run")
    // The text is shown, not lost: the right-to-left override and CJK survive as text.
    #expect(dom.contains("\u{202E}txt.exe\u{202C}"))
    #expect(dom.contains("点击通知 點擊 弹框"))
    #expect(dom.contains("&lt;script&gt;document.title='pwned'"))
  }

  /// Copies the package's observations into a folder whose name would close an HTML comment,
  /// with CO-01's ID replaced by `id` and, if `banner` is given, its banner claim.
  static func hostileObservations(in scratch: URL, id: String, banner: String? = nil) throws
    -> URL
  {
    let observed = scratch.appendingPathComponent("x--!><img src=x onerror=\(mark)>")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Matrices/observed"), to: observed)
    let file = observed.appendingPathComponent("call-order-tests.tsv")
    let lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard line.hasPrefix("CO-01\t") else { return String(line) }
        var cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        cells[0] = id
        if let banner { cells[8] = banner }
        return cells.joined(separator: "\t")
      }
    try Data(lines.joined(separator: "\n").utf8).write(to: file)
    return observed
  }

  /// A copy of the package whose observation CO-01 has the given ID and claims a banner the
  /// engine does not show, so that no recorded contradiction explains it.
  static func repositoryWithUnexplained(id: String) throws -> TemporaryRepository {
    let repository = try TemporaryRepository()
    do {
      let observed = repository.root.appendingPathComponent("Matrices/observed")
      try FileManager.default.removeItem(at: observed)
      let hostile = try hostileObservations(in: repository.root, id: id, banner: "yes")
      try FileManager.default.moveItem(at: hostile, to: observed)
      return repository
    } catch {
      repository.remove()
      throw error
    }
  }

  @Test(
    "an observation ID and an --observed folder name full of markup run no script in Chromium",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func browserObservation() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let observed = try Self.hostileObservations(
      in: folder, id: "<img src=x onerror=\"\(Self.mark)\"> \u{202E}CO-01")
    let run = try runTool([
      "render", "--view", "by-callbacks", "--format", "html", "--os", "9.3.2", "--payload",
      "alert", "--observed", observed.path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("&lt;img src=x onerror="))
    #expect(run.output.hasPrefix("<!-- Generated by `pushmatrix render"))
    #expect(!run.output.contains("--!>"), "the command line in the comment can close it")
    let file = folder.appendingPathComponent("page.html")
    try Data(run.output.utf8).write(to: file)
    Self.expectNothingRan(try Self.dom(of: file))
  }

  /// The package's golden for `alert`.
  static let goldenPath = packageRoot.appendingPathComponent("Matrices/golden/alert.tsv").path

  /// Writes `hostile.tsv` in a folder: the package's `alert` golden with cells replaced.
  ///
  /// - Parameters:
  ///   - folder: where to write it.
  ///   - cells: each cell's 0-based line and column, and its text, written as a TSV escape.
  /// - Returns: the file.
  /// - Throws: when the golden cannot be read or the file cannot be written.
  static func hostileGolden(in folder: URL, cells: [(Int, Int, String)]) throws -> URL {
    var lines = try String(contentsOfFile: goldenPath, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (line, column, text) in cells {
      var row = lines[line].split(separator: "\t", omittingEmptySubsequences: false)
        .map(String.init)
      row[column] = text.tsvEscaped
      lines[line] = row.joined(separator: "\t")
    }
    let file = folder.appendingPathComponent("hostile.tsv")
    try Data(lines.joined(separator: "\n").utf8).write(to: file)
    return file
  }

  /// Converts Markdown with cmark-gfm and checks that it holds no element the text would make.
  static func expectNoMarkup(inMarkdown markdown: String, folder: URL) throws -> String {
    let file = folder.appendingPathComponent("report.md")
    try Data(markdown.utf8).write(to: file)
    let html = try cmarkHTML(file)
    for tag in ["<script", "<img", "<svg", "<p id", "<table", "<textarea"] {
      #expect(!html.contains(tag), "the Markdown makes an element \(tag): \(html)")
    }
    return html
  }

  @Test(
    "golden cells full of markup keep the Markdown diff report's shape and make no element",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)"
    ))
  func markdownDiff() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The rule, quirk and notes cells are free text in a golden; give three rows hostile ones.
    let edits = [Self.payloads[0], Self.payloads[1], Self.hostile].enumerated().flatMap {
      offset, payload in
      [
        (2 + offset, column("rule"), payload), (2 + offset, column("quirk"), "| quirk | `x`"),
        (2 + offset, column("notes"), "\u{202E}note\tnote\nnote 点击"),
      ]
    }
    let hostile = try Self.hostileGolden(in: folder, cells: edits)
    let run = try runTool(["diff", Self.goldenPath, hostile.path, "--format", "markdown"])
    #expect(run.status == 1, "\(run.errors)")
    let html = try Self.expectNoMarkup(inMarkdown: run.output, folder: folder)
    // One heading per file, one per kind of change, one per group: three groups, one per row.
    #expect(html.components(separatedBy: "<h3>").count - 1 == 1)
    #expect(html.components(separatedBy: "<h4>").count - 1 == 1)
    #expect(html.components(separatedBy: "<h5>").count - 1 == 3)
    let headings = html.components(separatedBy: "<h5>").dropFirst().map {
      htmlText($0.components(separatedBy: "</h5>")[0])
    }
    #expect(
      headings.contains {
        $0.contains("rule: foreground-before-10 → <script>\(Self.mark)</script>")
      }, "\(headings)")
    #expect(headings.allSatisfy { $0.contains("quirk: - → | quirk | `x`") })
    // The right-to-left override is spelled out, as in messages; nothing reorders the heading.
    #expect(headings.allSatisfy { $0.contains("notes: - → \\u{202E}note\tnote\nnote 点击") })
    #expect(!headings.contains { $0.unicodeScalars.contains("\u{202E}") })
  }

  @Test(
    "an unexplained observation with a hostile ID keeps the Markdown check report inert",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)"
    ))
  func markdownCheck() throws {
    let repository = try Self.repositoryWithUnexplained(id: "<script>\(Self.mark)</script>|`x`")
    defer { repository.remove() }
    let observed = repository.root.appendingPathComponent("Matrices/observed")
    let run = try runTool(["check", "--root", repository.root.path, "--format", "markdown"])
    #expect(run.status == 1, "\(run.errors)")
    let html = try Self.expectNoMarkup(inMarkdown: run.output, folder: repository.root)
    let items = html.components(separatedBy: "<li>").dropFirst().map {
      htmlText($0.components(separatedBy: "</li>")[0])
    }
    #expect(
      items.contains {
        $0.hasPrefix("<script>\(Self.mark)</script>|`x` (\(observed.path)/call-order-tests.tsv:")
      }, "\(items)")
  }

  /// Checks that a text a terminal shows holds no control character but line feeds, and no
  /// bidirectional control: every one from a file must arrive escaped.
  static func expectNothingRaw(
    _ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let raw = text.unicodeScalars.filter {
      ($0.properties.generalCategory == .control && $0 != "\n") || $0.properties.isBidiControl
    }
    #expect(
      raw.isEmpty, "\(what) holds raw \(raw.map { String($0.value, radix: 16) })",
      sourceLocation: sourceLocation)
  }

  @Test("an app PATH with an escape and an override is spelled out on every page of app")
  func appPath() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("Tandem\u{1B}[31m\u{202E}")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/Fixtures/Apps/SceneLate"), to: app)
    // Each escape is text: Markdown then escapes its backslash and bracket, as any text's.
    let shown = [
      "text": "/Tandem\\u{1B}[31m\\u{202E}", "html": "/Tandem\\u{1B}[31m\\u{202E}",
      "markdown": "/Tandem\\\\u{1B}\\[31m\\\\u{202E}",
    ]
    for (format, name) in shown {
      let run = try runTool(["app", app.path, "--format", format])
      #expect(run.status == 0, "\(run.errors)")
      Self.expectNothingRaw(run.output, "app --format \(format)")
      #expect(run.output.contains(name), "\(format)")
    }
    let against = try runTool(["app", app.path, "--against", app.path, "--format", "markdown"])
    #expect(against.status == 0, "\(against.errors)")
    Self.expectNothingRaw(against.output, "app --against --format markdown")
  }

  @Test("an observation ID with a carriage return and an override reaches terminals escaped")
  func terminalObservation() throws {
    // Written as TSV escapes the reader turns into a raw carriage return, then the override.
    let repository = try Self.repositoryWithUnexplained(id: "CO-01\\rHIDDEN\u{202E}")
    defer { repository.remove() }
    let observed = repository.root.appendingPathComponent("Matrices/observed")
    let shown = "CO-01\\rHIDDEN\\u{202E}"

    let evidence = try runTool(["evidence", "--observed", observed.path])
    #expect(evidence.status == 1)
    #expect(
      evidence.errors
        == "\(observed.path)/call-order-tests.tsv:3: error: observation \"\(shown)\" differs "
        + "from the engine and no recorded contradiction explains it\n")
    #expect(evidence.output.hasPrefix("\(shown)  unexplained  "))
    let explain = try runTool([
      "explain", "--os", "9.3.2", "--state", "foreground", "--callbacks", "legacyReceive",
      "--payload", "alert", "--background-mode", "off", "--observed", observed.path,
    ])
    #expect(explain.status == 0, "\(explain.errors)")
    #expect(explain.output.contains("\n  \(shown) unexplained: "))
    let check = try runTool(["check", "--root", repository.root.path])
    #expect(check.status == 1)
    #expect(check.output.contains("\n  \(shown) (\(observed.path)/call-order-tests.tsv:3)\n"))
    for (name, run) in [("evidence", evidence), ("explain", explain), ("check", check)] {
      Self.expectNothingRaw(run.output, "\(name)'s standard output")
      Self.expectNothingRaw(run.errors, "\(name)'s standard error")
    }
  }

  @Test("golden free text with a line feed, a carriage return and an override stays on its line")
  func terminalDiff() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A carriage return and an override would let a note print over the report a forged line.
    let note = "x\r\u{202E}Matrices/golden/alert.tsv: no differences\nnext"
    let hostile = try Self.hostileGolden(in: folder, cells: [(2, column("notes"), note)])
    let run = try runTool(["diff", Self.goldenPath, hostile.path])
    #expect(run.status == 1, "\(run.errors)")
    Self.expectNothingRaw(run.output, "the text report")
    #expect(
      run.output.contains(
        "\n1 × notes: - → x\\r\\u{202E}Matrices/golden/alert.tsv: no differences\\nnext\n"),
      "\(run.output)")
  }

  @Test(
    "every CSV cell that starts like a formula is neutralised, read back by Python's csv module",
    .enabled(if: ExternalTool.python3.shouldRun, "python3 is not installed"))
  func csvFormulas() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let starts = ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "-", "\u{202E}=1", "a=1"]
    let cells = Self.payloads + starts
    var page = Self.page
    page.sections[0].tables[0].columns = cells.enumerated().map { .init(key: "c\($0)", label: $1) }
    page.sections[0].tables[0].rows = cells.map { cell in
      .init(
        heading: .init(key: "row", label: cell),
        cells: cells.map { TableView.Cell(text: $0) })
    }
    for excel in [false, true] {
      let file = folder.appendingPathComponent("page-\(excel).csv")
      try Data(CSVFormatter.format(page, options: RenderOptions(excel: excel)).utf8).write(
        to: file)
      let rows = try pythonCSVRows(file)
      #expect(rows.count == cells.count + 1)
      for cell in rows.joined() {
        guard let first = cell.unicodeScalars.first, cell != "-" else { continue }
        #expect(
          !"=+-@\t\r".unicodeScalars.contains(first), "not neutralised: \(cell.debugDescription)")
      }
      #expect(rows == neutralised([[Self.hostile] + cells] + cells.map { [$0] + cells }))
    }
  }
}
