import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("The page of what changes under each condition", .waitsForProcesses)
struct ConditionsPageTests {
  /// The conditions page's files in the generated docs.
  static let markdownFiles = ["en/conditions.md", "zh-Hans/conditions.md", "zh-Hant/conditions.md"]
  /// Every file of the conditions page in the generated docs.
  static let allFiles = markdownFiles + ["en/conditions.html", "tables/conditions.csv"]

  /// The engine without the rule that connects a scene on a launch by a documented response,
  /// which only a scene-based app's cells use.
  static let routerWithoutSceneConnect = Router(
    arrivalRules: ArrivalRules.all, tapRules: TapRules.all.filter { $0.id != "scene-connect" },
    quirks: Quirks.all)

  /// Returns the texts of the elements of a tag in an HTML text, in order.
  static func texts(of tag: String, in html: String) -> [String] {
    html.components(separatedBy: "<\(tag)").dropFirst().map { element in
      htmlText(
        String(element.drop { $0 != ">" }.dropFirst()).components(separatedBy: "</\(tag)>")[0])
    }
  }

  @Test(
    "each language's Markdown parses with cmark-gfm into a section per condition value and a heading per group",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)"),
    arguments: markdownFiles)
  func markdownHeadings(file: String) throws {
    let docs = try generatedDocs.get()
    // The page and the parts it is split into, in order; each part ends in the notes.
    let stem = String(file.dropLast(3))
    let parts =
      [file]
      + (2...).lazy.map { "\(stem)-part\($0).md" }
      .prefix { FileManager.default.fileExists(atPath: docs.appendingPathComponent($0).path) }
    let htmls = try parts.map { try cmarkHTML(docs.appendingPathComponent($0)) }
    let page = try #require(GenerateTests.pages[stem])
    let conditions = ConditionComparison.conditions(in: .full)
    #expect(page.sections.count == conditions.count, "a condition value changes no cell")
    let notes = Phrase.notes.text(page.language)
    for html in htmls { #expect(Self.texts(of: "h2", in: html).last == notes) }
    #expect(
      htmls.flatMap { Self.texts(of: "h2", in: $0).dropLast() } == page.sections.map(\.title))
    #expect(htmls.flatMap { Self.texts(of: "h3", in: $0) } == page.tables.map(\.title))
    for (section, condition) in zip(page.sections, conditions) {
      #expect(section.title.hasSuffix("(\(condition.axis.id)=\(condition.identifier))"))
    }
    #expect(htmls.map { htmlTables($0).count }.reduce(0, +) == page.tables.count)
  }

  @Test("every file of the page is under 1 MB")
  func size() throws {
    let docs = try generatedDocs.get()
    for file in Self.allFiles {
      let bytes = try Data(contentsOf: docs.appendingPathComponent(file)).count
      #expect(bytes < 1_000_000, "\(file) has \(bytes) bytes")
      #expect(bytes > 10_000, "\(file) has \(bytes) bytes")
    }
  }

  @Test("index.md links every language's page, and the HTML and CSV")
  func linked() throws {
    let index = try String(
      contentsOf: try generatedDocs.get().appendingPathComponent("index.md"), encoding: .utf8)
    for link in Self.allFiles {
      #expect(index.contains("](\(link))"), "index.md does not link \(link)")
    }
    #expect(index.contains("| conditions | What changes under each condition |"))
  }

  @Test("check reports the pages a rule that applies only under a condition leaves stale")
  func stalePage() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let (changed, status, reported) = try repository.staleDocs(
      from: Self.routerWithoutSceneConnect)
    // The conditions page's files and the parts it is split into, and no other.
    #expect(Set(changed).isSuperset(of: Self.allFiles), "\(changed)")
    #expect(
      changed.allSatisfy { path in
        Self.allFiles.contains(path)
          || (DocsGenerator.isPart(path) && path.contains("/conditions-part"))
      }, "\(changed)")
    #expect(status == 1)
    #expect(reported == changed)
  }

  @Test(
    "the HTML filter by condition shows the tables of that condition and the rows it asks for",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"),
    arguments: [
      ["lifecycle": "scene"], ["authorization": "denied", "state": "foreground"],
      ["response": "dismiss", "os": "17.0"],
    ])
  func filterByCondition(filter: [String: String]) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(
      ["render", "--view", "conditions", "--format", "html", "--os", "13.0,17.0"])
    try #require(run.status == 0, "\(run.errors)")
    let file = folder.appendingPathComponent("page.html")
    try Data(run.output.utf8).write(to: file)
    let fragment =
      "#" + filter.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: "&")
    let dom = try Browser.document(of: file.absoluteString + fragment)
    let page = ViewBuilder(
      routed: RoutedSpace(
        ScenarioSpace(versions: [OSVersion(13), OSVersion(17)], conditions: .every),
        ledger: nil, indexingCells: false, comparingConditions: true),
      language: .en
    ).page(.conditions)
    /// Whether facets hold the filter's value of every axis they name.
    func matches(_ facets: Facets) -> Bool {
      filter.allSatisfy { id, value in
        guard id != OSVersion.axisID else {
          return facets.versions.isEmpty || facets.versions.contains(OSVersion(17))
        }
        return facets.identifier(of: AxisRegistry.position(ofID: id)!).map { $0 == value } ?? true
      }
    }
    let shown = page.tables.filter { table in
      matches(table.facets) && table.rows.contains { matches($0.heading.facets) }
    }.map(\.id)
    #expect(!shown.isEmpty && shown.count < page.tables.count)
    let sections = RenderBrowserTests.tags(dom, "<section class=\"view-table ")
    #expect(sections.count == page.tables.count)
    let visible = sections.filter { !$0.contains("hidden") }.map {
      htmlText(String($0.components(separatedBy: "id=\"")[1].prefix { $0 != "\"" }))
    }
    #expect(visible == shown)
    #expect(dom.contains(">\(shown.count) / \(page.tables.count)</output>"))
  }
}
