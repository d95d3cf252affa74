import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("The docs as a site: index.html and pages in parts", .waitsForProcesses)
struct SiteIndexTests {
  /// Returns the addresses of an HTML text's links, unescaped, in order.
  static func links(_ html: String) -> [String] {
    html.components(separatedBy: "href=\"").dropFirst().map {
      htmlText(String($0.prefix { $0 != "\"" }))
    }
  }

  /// Returns the path a link of a page in the docs folder leads to, relative to the package
  /// root, without its fragment.
  static func target(_ link: String, from page: String) -> String {
    let file = String(link.prefix { $0 != "#" })
    var parts = ("docs/" + page).split(separator: "/").dropLast().map(String.init)
    for part in file.split(separator: "/") {
      if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
    }
    return parts.joined(separator: "/")
  }

  @Test(
    "index.html links every file generate writes and every hand-written page, and each link leads to a file that exists"
  )
  func indexLinks() throws {
    let docs = try generatedDocs.get()
    let html = try String(contentsOf: docs.appendingPathComponent("index.html"), encoding: .utf8)
    // Self-contained: nothing loaded from elsewhere.
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    let links = Self.links(html)
    let written = try files(under: docs)
    var linked: Set<String> = []
    for link in links where !link.hasPrefix("#") {
      #expect(!link.contains(":"), "a link of another scheme: \(link)")
      let path = Self.target(link, from: "index.html")
      linked.insert(path)
      // A generated page is where generate wrote it; a hand-written one is in the package.
      let generated =
        path.hasPrefix("docs/")
        && written.contains(String(path.dropFirst("docs/".count)))
      #expect(
        generated
          || FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path),
        "index.html links \(link), which is missing")
    }
    for file in written where file != "index.html" {
      #expect(linked.contains("docs/" + file), "index.html does not link \(file)")
    }
    for page in DocsGenerator.handWrittenPages {
      #expect(linked.contains(Self.target(page.path, from: "index.html")), "\(page.path)")
    }
    // Every page in every language: the Chinese pages are there too.
    for language in Language.allCases {
      #expect(links.contains("\(language.rawValue)/flowchart.md"), "\(language)")
      #expect(links.contains("\(language.rawValue)/conditions.md"), "\(language)")
    }
    #expect(links.contains("zh-Hans/by-os.md") && links.contains("zh-Hant/by-callbacks.md"))
  }

  @Test("the hand-written pages index.html lists are exactly those of the package's docs folder")
  func handWritten() throws {
    let docs = packageRoot.appendingPathComponent("docs")
    let handWritten = try files(under: docs).filter {
      !DocsGenerator.everyPath.contains($0) && !DocsGenerator.isPart($0)
    }
    #expect(
      Set(handWritten)
        == Set(DocsGenerator.handWrittenPages.map(\.path).filter { !$0.hasPrefix("../") }))
    #expect(DocsGenerator.handWrittenPages.contains { $0.path == "../README.md" })
  }

  @Test(
    "index.html opens in headless Chromium with every link in place, as wide as a phone's screen",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func indexInBrowser() throws {
    let docs = try generatedDocs.get()
    let page = docs.appendingPathComponent("index.html")
    let source = try String(contentsOf: page, encoding: .utf8)
    let fromBrowser = Self.links(try Browser.document(of: page.absoluteString))
    #expect(!fromBrowser.isEmpty)
    #expect(fromBrowser == Self.links(source))
    let report = try RenderBrowserTests.object(
      try RenderBrowserTests.probe(
        page, width: 390, height: 844,
        script: """
          var links = Array.prototype.slice.call(document.querySelectorAll("main a[href]"));
          report(JSON.stringify({
            scroll: document.documentElement.scrollWidth,
            links: links.length,
            titled: document.querySelectorAll("main section.site-page h3").length
          }));
          """))
    #expect((report["scroll"] as? Int ?? 1000) <= 390, "\(report)")
    #expect((report["links"] as? Int ?? 0) > 30, "\(report)")
    #expect(
      report["titled"] as? Int == DocsGenerator.pageViews.count + 2 + SDKBridge.all.count,
      "a section a page: \(report)")
  }

  @Test("check reports an index.html that is missing or stale, and generate restores it")
  func checked() throws {
    for edit in ["remove", "stale"] {
      let repository = try TemporaryRepository()
      defer { repository.remove() }
      if edit == "remove" {
        try FileManager.default.removeItem(
          at: repository.root.appendingPathComponent("docs/index.html"))
      } else {
        try repository.write(
          try repository.read("docs/index.html").replacingOccurrences(
            of: "en/by-os.html", with: "en/by-os-old.html"), to: "docs/index.html")
      }
      let (run, _, report) = try repository.check()
      #expect(run.status == 1, "\(edit)")
      let files = try #require(report["files"] as? [String])
      #expect(
        files.contains { $0.hasPrefix("\(repository.root.path)/docs/index.html:") },
        "\(edit): \(files)")
      #expect(try runTool(["generate", "--root", repository.root.path]).status == 0)
      #expect(try repository.check().run.status == 0)
    }
  }

  @Test(
    "every generated Markdown page is under the budget, and a page over it is split into parts linked from each other and from both indexes"
  )
  func markdownBudget() throws {
    let docs = try generatedDocs.get()
    let written = try files(under: docs)
    for file in written where file.hasSuffix(".md") {
      let size = try Data(contentsOf: docs.appendingPathComponent(file)).count
      #expect(size <= DocsGenerator.markdownBudget, "\(file) is \(size) bytes")
    }
    #expect(DocsGenerator.markdownBudget < 512 * 1024)
    // by-os, at 659 KB in one file, comes in parts; each part links every other.
    let parts = written.filter { DocsGenerator.isPart($0) }
    #expect(parts.contains("en/by-os-part2.md"))
    let index = try String(contentsOf: docs.appendingPathComponent("index.md"), encoding: .utf8)
    let indexHTML = try String(
      contentsOf: docs.appendingPathComponent("index.html"), encoding: .utf8)
    for part in parts {
      #expect(index.contains("](\(part))"), "index.md does not link \(part)")
      #expect(indexHTML.contains("href=\"\(part)\""), "index.html does not link \(part)")
      let name = String(part.split(separator: "/").last!)
      let first = String(part.prefix(upTo: part.range(of: "-part")!.lowerBound)) + ".md"
      let text = try String(contentsOf: docs.appendingPathComponent(first), encoding: .utf8)
      #expect(text.contains("(\(name))"), "\(first) does not link \(name)")
      let own = try String(contentsOf: docs.appendingPathComponent(part), encoding: .utf8)
      let firstName = String(first.split(separator: "/").last!)
      #expect(own.contains("[1](\(firstName))"), "\(part) does not link \(firstName)")
    }
  }
}
