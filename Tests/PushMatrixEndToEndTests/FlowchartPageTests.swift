import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Decision flowchart pages", .waitsForProcesses)
struct FlowchartPageTests {
  /// The arrival rules that decide some scenario of a state in the default matrix.
  static func arrivalRules(of state: AppState) -> Set<String> {
    Set(ScenarioSpace.default.restricted(to: [state]).map { Router.standard.route($0).arrivalRule })
  }

  @Test(
    "each flowchart page parses with cmark-gfm: a Mermaid tree per state naming its arrival rules",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)"),
    arguments: Language.allCases)
  func markdown(language: Language) throws {
    let html = try cmarkHTML(
      try generatedDocs.get().appendingPathComponent("\(language.rawValue)/flowchart.md"))
    let headings = html.components(separatedBy: "<h2>").dropFirst().map {
      String($0.components(separatedBy: "</h2>")[0])
    }
    let states = AppState.axis.labels.map { $0.text(language) }
    // Each chart is anchored by its HTML page's id, and listed in the contents.
    #expect(
      Array(headings.prefix(states.count))
        == zip(AppState.allCases, states).map {
          "<a id=\"flowchart-\($0.rawValue)\"></a>\($1.htmlEscaped)"
        })
    for (state, label) in zip(AppState.allCases, states) {
      #expect(html.contains("<a href=\"#flowchart-\(state.rawValue)\">\(label.htmlEscaped)</a>"))
    }
    #expect(html.contains("<a href=\"#notes\">"))
    let blocks = html.components(separatedBy: "<pre><code class=\"language-mermaid\">")
      .dropFirst().map { htmlText(String($0.components(separatedBy: "</code></pre>")[0])) }
    try #require(blocks.count == AppState.allCases.count)
    for (state, block) in zip(AppState.allCases, blocks) {
      let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(lines.first == "flowchart TD")
      let nodes = lines.compactMap { line -> String? in
        let id = line.prefix { $0 != "{" && $0 != "[" }
        return id.count < line.count && id.hasPrefix("n") ? String(id) : nil
      }
      #expect((2...25).contains(nodes.count), "\(state): \(nodes.count) nodes")
      #expect(Set(nodes).count == nodes.count)
      // A tree: every node but the first has exactly one arrow into it, from a declared node.
      let arrows = lines.filter { $0.contains(" -->|") }.map {
        (from: String($0.prefix { $0 != " " }), to: String($0.split(separator: " ").last!))
      }
      #expect(arrows.count == nodes.count - 1, "\(state)")
      #expect(arrows.map(\.to).sorted() == nodes.dropFirst().sorted(), "\(state)")
      #expect(arrows.allSatisfy { nodes.contains($0.from) }, "\(state)")
      for rule in Self.arrivalRules(of: state) {
        #expect(block.contains("\"\(rule)<br/>"), "\(language) \(state) does not name \(rule)")
      }
    }
  }

  @Test(
    "the HTML flowchart page shows one tree per state in headless Chromium, with nothing loaded from elsewhere",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func html() throws {
    let page = try generatedDocs.get().appendingPathComponent("en/flowchart.html")
    let source = try String(contentsOf: page, encoding: .utf8)
    #expect(!source.contains("src="))
    #expect(!source.contains("<link"))
    let dom = try Browser.document(of: page.absoluteString)
    #expect(dom.components(separatedBy: "<ul class=\"decision-tree\">").count - 1 == 5)
    let expected = ViewBuilder(
      routed: RoutedSpace(.default, ledger: nil, indexingCells: false), language: .en
    ).flowchartPage()
    let sections = dom.components(separatedBy: "<section class=\"flowchart\"").dropFirst()
    #expect(sections.count == expected.charts.count)
    for (section, chart) in zip(sections, expected.charts) {
      #expect(section.hasPrefix(" id=\"flowchart-\(chart.heading.key)\""))
      #expect(
        section.components(separatedBy: "<span class=\"leaf\">").count - 1
          == chart.tree.leaves.count, "\(chart.heading.key)")
      for rule in Self.arrivalRules(of: AppState(rawValue: chart.heading.key)!) {
        #expect(section.contains(">\(rule)</a>"), "\(chart.heading.key) does not name \(rule)")
      }
    }
  }

  @Test(
    "check reports a flowchart page that is missing or edited by hand, and generate restores it")
  func checked() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    try FileManager.default.removeItem(
      at: repository.root.appendingPathComponent("docs/zh-Hant/flowchart.md"))
    try repository.write(
      try repository.read("docs/en/flowchart.html") + "edited\n", to: "docs/en/flowchart.html")
    let (run, _, report) = try repository.check()
    #expect(run.status == 1)
    let files = try #require(report["files"] as? [String])
    #expect(files.contains("\(repository.root.path)/docs/zh-Hant/flowchart.md: missing"))
    #expect(files.contains { $0.hasPrefix("\(repository.root.path)/docs/en/flowchart.html:") })
    #expect(try runTool(["generate", "--root", repository.root.path]).status == 0)
    #expect(try repository.check().run.status == 0)
  }
}
