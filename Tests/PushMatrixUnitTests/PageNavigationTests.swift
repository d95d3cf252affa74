import Foundation
import Testing

@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Page navigation")
struct PageNavigationTests {
  /// A reader view of two releases and every payload, as a page.
  static func page(_ view: ViewKind) -> TablePage {
    let space = ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
    return ViewBuilder(routed: RoutedSpace(space, ledger: packageLedger), language: .en).page(view)
  }

  /// Returns the values of an attribute in HTML, in document order.
  static func values(of attribute: String, in html: String) -> [String] {
    html.components(separatedBy: " \(attribute)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test(
    "every link within an HTML page leads to an element of it, and its contents link every section, table and the notes",
    arguments: DocsGenerator.readerViews)
  func htmlLinks(view: ViewKind) throws {
    let page = Self.page(view)
    let html = HTMLFormatter.format(page, options: RenderOptions())
    let ids = Self.values(of: "id", in: html)
    #expect(Set(ids).count == ids.count, "an id occurs twice")
    let targets = Self.values(of: "href", in: html).filter { $0.hasPrefix("#") }.map {
      String($0.dropFirst()).removingPercentEncoding ?? ""
    }
    #expect(!targets.isEmpty)
    for target in Set(targets) { #expect(ids.contains(target), "no element has the id \(target)") }
    let start = try #require(html.range(of: "<nav class=\"toc\""))
    let end = try #require(html[start.upperBound...].range(of: "</nav>"))
    let contents = Set(Self.values(of: "href", in: String(html[start.lowerBound..<end.upperBound])))
    let sections =
      page.sections.indices.map { "#group-\($0 + 1)" } + page.tables.map { "#\($0.id)" }
    #expect(contents == Set(sections + ["#notes"]))
    // Notes are links, not superscripts: no bytes a reference beyond what it needs.
    #expect(!html.contains("<sup>"))
  }

  @Test(
    "each note leads back to its first reference, the one reference with an id",
    arguments: DocsGenerator.readerViews)
  func backLinks(view: ViewKind) throws {
    let page = Self.page(view)
    let html = HTMLFormatter.format(page, options: RenderOptions())
    #expect(!page.footnotes.isEmpty)
    for footnote in page.footnotes {
      let anchor = Footnote.anchor(footnote.slug)
      let reference = " <a id=\"ref-\(anchor)\" href=\"#\(anchor)\">"
      #expect(html.components(separatedBy: "id=\"ref-\(anchor)\"").count == 2)
      let first = try #require(html.range(of: " <a id=\"ref-\(anchor)\" href=\"#\(anchor)\">"))
      #expect(!html[..<first.lowerBound].contains("href=\"#\(anchor)\""), "\(reference)")
      #expect(
        html.contains(
          "<dt id=\"\(anchor)\">\(footnote.slug) <small>(\(footnote.label.htmlEscaped))</small> "
            + "<a class=\"back\" href=\"#ref-\(anchor)\""))
    }
  }

  @Test(
    "on a phone every cell is labelled with its column's heading, by rules for each distinct row of headings",
    arguments: DocsGenerator.readerViews)
  func columnLabels(view: ViewKind) throws {
    let page = Self.page(view)
    let html = HTMLFormatter.format(page, options: RenderOptions())
    let classes = Self.values(of: "class", in: html).filter { $0.hasPrefix("view-table ") }
    #expect(classes.count == page.tables.count)
    for (table, classes) in zip(page.tables, classes) {
      let name = try #require(classes.split(separator: " ").last)
      for (position, column) in table.columns.enumerated() {
        let rule = ".\(name) td:nth-child(\(position + 2)) { --label: \(column.label.cssString); }"
        #expect(html.contains("\n\(rule)\n"), "\(table.id): no \(rule)")
      }
    }
    let rules = html.components(separatedBy: " { --label: ").count - 1
    #expect(rules == Set(page.tables.map { $0.columns.map(\.label) }).map(\.count).reduce(0, +))
  }

  @Test(
    "Markdown anchors every section and table, lists them in its contents, and links each note from its cells",
    arguments: DocsGenerator.readerViews)
  func markdown(view: ViewKind) throws {
    let page = Self.page(view)
    let markdown = MarkdownFormatter.format(page, options: RenderOptions())
    for (index, section) in page.sections.enumerated() {
      #expect(markdown.contains("\n## <a id=\"group-\(index + 1)\"></a>\(section.title)\n"))
      #expect(markdown.contains("\n- [\(section.title)](#group-\(index + 1))\n"))
    }
    for table in page.tables {
      let title = table.title.markdownEscaped
      #expect(markdown.contains("\n### <a id=\"\(table.id)\"></a>\(title)\n"))
      #expect(markdown.contains("\n  - [\(title)](#\(table.id))\n"))
    }
    #expect(markdown.contains("\n## <a id=\"notes\"></a>Notes\n"))
    for footnote in page.footnotes {
      #expect(markdown.contains(" [[\(footnote.slug)]]"), "\(footnote.slug) is never linked")
      #expect(markdown.contains("\n[\(footnote.slug)]: #\(Footnote.anchor(footnote.slug))\n"))
      #expect(!markdown.contains("\\[\(footnote.slug)\\]"))
    }
  }

  /// The flowcharts of the default matrix, as a page.
  static let flowchartPage = ViewBuilder(
    routed: RoutedSpace(.default, ledger: nil, indexingCells: false), language: .en
  ).flowchartPage()

  @Test(
    "the HTML flowcharts' contents link every chart and the notes, and each note leads back to its first mention"
  )
  func flowchartHTML() throws {
    let page = Self.flowchartPage
    let html = FlowchartHTMLFormatter.format(page, options: RenderOptions())
    let ids = Self.values(of: "id", in: html)
    #expect(Set(ids).count == ids.count, "an id occurs twice")
    let targets = Set(Self.values(of: "href", in: html).filter { $0.hasPrefix("#") })
    for target in targets { #expect(ids.contains(String(target.dropFirst())), "\(target)") }
    let start = try #require(html.range(of: "<nav class=\"toc\""))
    let end = try #require(html[start.upperBound...].range(of: "</nav>"))
    let contents = Self.values(of: "href", in: String(html[start.lowerBound..<end.upperBound]))
    #expect(contents == page.charts.map { "#flowchart-\($0.heading.key)" } + ["#notes"])
    #expect(!page.footnotes.isEmpty)
    for footnote in page.footnotes {
      let anchor = Footnote.anchor(footnote.slug)
      let first = try #require(html.range(of: "<a id=\"ref-\(anchor)\" href=\"#\(anchor)\">"))
      #expect(!html[..<first.lowerBound].contains("href=\"#\(anchor)\""), "\(footnote.slug)")
      #expect(html.contains("<a class=\"back\" href=\"#ref-\(anchor)\""), "\(footnote.slug)")
    }
  }

  @Test("the Markdown flowcharts anchor each chart and the notes, and list them in their contents")
  func flowchartMarkdown() {
    let page = Self.flowchartPage
    let markdown = FlowchartMarkdownFormatter.format(page, options: RenderOptions())
    for chart in page.charts {
      let id = "flowchart-\(chart.heading.key)"
      #expect(markdown.contains("\n## <a id=\"\(id)\"></a>\(chart.heading.label)\n"))
      #expect(markdown.contains("\n- [\(chart.heading.label)](#\(id))\n"))
    }
    #expect(markdown.contains("\n## <a id=\"notes\"></a>Notes\n"))
    #expect(markdown.contains("\n- [Notes](#notes)\n"))
  }

  @Test("a phrase fills each placeholder once, in every language, and keeps unknown ones")
  func phrasePlaceholders() {
    #expect(Phrase.releasesBefore.text(.en, "{2}", "18.0") == "iOS {2} up to, not including, 18.0")
    #expect(Phrase.releasesBefore.text(.zhHant, "9.0", "10.0") == "iOS 9.0 起至 10.0 之前")
    #expect(Phrase.foldedTable.text(.zhHans, "9.0") == "iOS 9.0 不调用 {2}:在这些版本上,此组合见 {3} 的表。")
    #expect(Phrase.quirkReleases.text(.zhHans, "a", "b") == "a(b)")
  }

  @Test("a note whose slug cannot be a link label is linked inline, and read back as [slug]")
  func inlineNoteLinks() {
    let notes = ["a|b", "C1", "c1", "plain"].map {
      Footnote(slug: $0, kind: .note, label: "note", text: "text")
    }
    let references = MarkdownFormatter.References(notes)
    #expect(references.reference("a|b") == "[\\[a\\|b\\]](#note-a-b)")
    // Link labels match ignoring case, so C1 and c1 cannot both be labels.
    #expect(references.reference("C1") == "[\\[C1\\]](#note-C1)")
    #expect(references.reference("c1") == "[\\[c1\\]](#note-c1)")
    #expect(references.reference("plain") == "[[plain]]")
    #expect(references.definitions(of: notes) == ["[plain]: #note-plain"])
    // A part of a page defines the labels of its own notes alone.
    #expect(references.definitions(of: Array(notes.prefix(3))).isEmpty)
    #expect(references.reference("unknown") == "\\[unknown\\]")
  }
}
