import Foundation
import Testing

@testable import PushMatrixTables

@Suite("The hand-written pages as HTML, next to their Markdown", .waitsForProcesses)
struct HandWrittenPagesTests {
  /// The pages written by hand that get an HTML page.
  static let pages = DocsGenerator.handWrittenPages.filter { $0.htmlPath != nil }

  /// Returns the committed HTML of a page.
  static func html(_ page: DocsGenerator.HandWrittenPage) throws -> String {
    let path = try #require(page.htmlPath)
    return try String(
      contentsOf: packageRoot.appendingPathComponent("docs/" + path), encoding: .utf8)
  }

  /// Returns what a page's `<main>` holds.
  static func main(_ html: String) throws -> String {
    let start = try #require(html.range(of: "<main>"))
    let end = try #require(html.range(of: "</main>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  /// Returns the words of an HTML fragment: its text with every tag a space.
  static func words(_ fragment: String) -> [Substring] {
    htmlText(
      fragment.replacingOccurrences(of: "<", with: " <").replacingOccurrences(
        of: ">", with: "> ")
    ).split(whereSeparator: \.isWhitespace)
  }

  /// Returns how many times an element opens in an HTML fragment.
  static func count(_ element: String, in fragment: String) -> Int {
    fragment.components(separatedBy: "<" + element).dropFirst().filter {
      $0.first == ">" || $0.first == " "
    }.count
  }

  @Test(
    "each page's HTML shows what cmark-gfm shows of its Markdown: the words, headings, tables, lists, code and links",
    .enabled(if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed"),
    arguments: pages.map(\.path))
  func sameAsGitHub(_ path: String) throws {
    let page = try #require(Self.pages.first { $0.path == path })
    let main = try Self.main(try Self.html(page))
    var reference = try cmarkHTML(packageRoot.appendingPathComponent(page.sourcePath))
    // The first heading is the page's title, in its header above <main>.
    if let title = reference.range(of: #"<h1>.*?</h1>"#, options: .regularExpression) {
      reference.removeSubrange(title)
    }
    #expect(Self.words(main) == Self.words(reference))
    for element in ["h1", "h2", "h3", "h4", "table", "tr", "li", "pre", "a", "strong", "em"] {
      #expect(
        Self.count(element, in: main) == Self.count(element, in: reference),
        "<\(element)> in \(path)")
    }
    #expect(htmlTables(main) == htmlTables(reference))
  }

  @Test("every link of the pages' HTML leads to a file of the package, and each anchor to an id")
  func links() throws {
    var checked = 0
    for page in Self.pages {
      let htmlPath = try #require(page.htmlPath)
      for link in SiteIndexTests.links(try Self.main(try Self.html(page)))
      where !link.contains(":") && !link.hasPrefix("#") {
        let target = SiteIndexTests.target(link, from: htmlPath)
        #expect(
          FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(target).path),
          "\(htmlPath) links \(link), which is missing")
        // A link into another page's HTML lands on one of its ids.
        if target.hasSuffix(".html"), let hash = link.firstIndex(of: "#") {
          let linked = try String(
            contentsOf: packageRoot.appendingPathComponent(target), encoding: .utf8)
          #expect(
            linked.contains("id=\"\(link[link.index(after: hash)...])\""),
            "\(htmlPath) links \(link), whose anchor is not there")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
    // The README's links to the docs' pages go to their HTML.
    let readme = try Self.html(try #require(Self.pages.first { $0.path == "../README.md" }))
    #expect(readme.contains("href=\"scan.html#targets-one-app-at-a-time\""))
    #expect(readme.contains("href=\"../Package.swift\""))
  }

  @Test("check reports a page whose Markdown changed, and generate brings its HTML up to date")
  func checked() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    // With the README too, the package's docs folder is up to date there.
    try repository.write(
      try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8),
      to: "README.md")
    let fresh = try runTool(["check", "--root", repository.root.path])
    #expect(fresh.status == 0, "\(fresh.output)")
    try repository.write(
      try repository.read("docs/ci.md") + "\nA line added by hand.\n", to: "docs/ci.md")
    let stale = try runTool(["check", "--root", repository.root.path])
    #expect(stale.status == 1)
    #expect(stale.output.contains("docs/ci.html"), "\(stale.output)")
    #expect(try runTool(["generate", "--root", repository.root.path]).status == 0)
    #expect(try repository.read("docs/ci.html").contains("<p>A line added by hand.</p>"))
    #expect(try runTool(["check", "--root", repository.root.path]).status == 0)
  }

  @Test(
    "the README's page opens in headless Chromium with the links of its source",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func inBrowser() throws {
    let page = packageRoot.appendingPathComponent("docs/readme.html")
    let source = try String(contentsOf: page, encoding: .utf8)
    let document = try Browser.document(of: page.absoluteString)
    #expect(SiteIndexTests.links(document) == SiteIndexTests.links(source))
    #expect(document.contains("<h2 id=\"questions-it-answers\">Questions it answers</h2>"))
  }
}
