import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite(
  "The SDKs' pages: handlers by app state and payload, generated and checked", .waitsForProcesses)
struct SDKPageTests {
  /// Every SDK page in the generated docs: its file, bridge and language.
  static let pages: [(file: String, bridge: SDKBridge, language: Language)] =
    SDKBridge.all.flatMap { bridge in
      Language.allCases.map { ("\($0.rawValue)/\(SDKPage.name(bridge)).md", bridge, $0) }
    }

  /// Returns the handlers a cell names: the text before the rules in brackets, split at `>`;
  /// none for `–`.
  static func handlers(_ cell: String) -> [String] {
    let text = cell.split(separator: "(", maxSplits: 1).first.map(String.init) ?? ""
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed == "–"
      ? [] : trimmed.split(separator: ">").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test(
    "each page, as cmark-gfm reads it, has a table per payload whose cells are the engine's handlers and rules",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)"),
    arguments: pages.map(\.file))
  func tablesAreTheEngines(file: String) throws {
    let page = try #require(Self.pages.first { $0.file == file })
    let html = try cmarkHTML(try generatedDocs.get().appendingPathComponent(file))
    let tables = htmlTables(html)
    let router = Router.standard.bridging(page.bridge)
    // The first tables are the payloads', a row per app state, in the axes' order.
    try #require(tables.count >= Payload.allCases.count, "\(file)")
    var handlers = 0
    for (payload, table) in zip(Payload.allCases, tables) {
      #expect(table.count == AppState.allCases.count + 1, "\(file) \(payload)")
      for (state, row) in zip(AppState.allCases, table.dropFirst()) {
        let scenario = try Scenario(
          parsing: "os=17.0 callbacks=\(page.bridge.callbacks) state=\(state.rawValue) "
            + "payload=\(payload.rawValue)")
        let trail = router.trail(scenario)
        let sdk = try #require(trail.outcome.sdk)
        #expect(row[1] == CallSequence.text(trail.outcome.arrival), "\(file) \(scenario)")
        #expect(Self.handlers(row[2]) == sdk.arrival, "\(file) \(scenario): \(row[2])")
        #expect(Self.handlers(row[4]) == (sdk.tap ?? []), "\(file) \(scenario): \(row[4])")
        handlers += sdk.arrival.count + (sdk.tap?.count ?? 0)
        // Each rule a cell names is one that decided there.
        for cell in [row[2], row[4]] {
          for rule in page.bridge.rules.map(\.id) where cell.contains("(\(rule)") {
            #expect(sdk.rules.contains(rule), "\(file) \(scenario): \(rule)")
          }
        }
      }
    }
    #expect(handlers > 0, "\(file) names no handler")
    // Every rule has its entry with an anchor, and each of its sources is linked.
    for rule in page.bridge.rules {
      #expect(html.contains("<a id=\"\(rule.id)\"></a>"), "\(file): \(rule.id)")
      for source in rule.sources {
        #expect(html.contains("href=\"\(source.url ?? "")\""), "\(file): \(source.title)")
      }
    }
  }

  @Test(
    "every claim of the SDK's documentation is on its page, an overruled one with its contradiction"
  )
  func claimsShown() throws {
    let docs = try generatedDocs.get()
    var overruled = 0
    for judgement in packageLedger.judgements {
      guard let bridge = judgement.observation.sdk else { continue }
      for language in Language.allCases {
        let file = "\(language.rawValue)/\(SDKPage.name(bridge)).md"
        let text = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains("| \(judgement.observation.id) |"), "\(file)")
        if case .overruled(let id) = judgement.verdict {
          #expect(
            text.contains("\(Phrase.overruled.text(language)) ([\(id)](#\(id)))"),
            "\(file): \(id)")
          #expect(text.contains("<a id=\"\(id)\"></a>\(id)"), "\(file): \(id)")
          overruled += 1
        }
      }
    }
    #expect(overruled >= 3 * 7, "every S contradiction in every language")
  }

  @Test("FlutterFire's page shows the releases whose taps differ, with their range")
  func releaseRanges() throws {
    let file = "en/\(SDKPage.name(.flutterFire)).md"
    let text = try String(
      contentsOf: try generatedDocs.get().appendingPathComponent(file), encoding: .utf8)
    #expect(text.contains("| 8.0.0 to before 12.0.2 | `alert` | not running |"))
    #expect(text.contains("`getInitialMessage` \\> `onMessageOpenedApp`"))
    #expect(text.contains("| 11.2.11 to before 11.4.1 | `content-available` | foreground |"))
  }

  @Test("the push services' page, the conditions page and the indexes link every SDK page")
  func linked() throws {
    let docs = try generatedDocs.get()
    let index = try String(contentsOf: docs.appendingPathComponent("index.md"), encoding: .utf8)
    let site = try String(contentsOf: docs.appendingPathComponent("index.html"), encoding: .utf8)
    for page in Self.pages {
      #expect(index.contains("](\(page.file))"), "index.md does not link \(page.file)")
      #expect(site.contains("href=\"\(page.file)\""), "index.html does not link \(page.file)")
    }
    for language in Language.allCases {
      let folder = docs.appendingPathComponent(language.rawValue)
      let services = try String(
        contentsOf: folder.appendingPathComponent("push-services.md"), encoding: .utf8)
      let conditions = try String(
        contentsOf: folder.appendingPathComponent("conditions.md"), encoding: .utf8)
      for bridge in SDKBridge.all {
        let name = SDKPage.name(bridge)
        for payload in Payload.allCases {
          #expect(services.contains("](\(name).md#\(SDKPage.anchor(payload)))"), "\(language)")
        }
        #expect(conditions.contains("[\(name)](\(name).md)"), "\(language)")
      }
    }
  }

  @Test(
    "the English conditions page opens in headless Chromium with its links to the SDK pages",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func inBrowser() throws {
    let page = try generatedDocs.get().appendingPathComponent("en/conditions.html")
    let links = SiteIndexTests.links(try Browser.document(of: page.absoluteString))
    for bridge in SDKBridge.all {
      #expect(links.contains("\(SDKPage.name(bridge)).md"), "\(bridge.id)")
    }
  }

  @Test("check fails on an SDK page edited by hand or missing, and generate restores it")
  func checked() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let file = "docs/zh-Hant/\(SDKPage.name(.notifee)).md"
    let page = try repository.read(file)
    try repository.write(
      page.replacingOccurrences(of: "onForegroundEvent", with: "onBackgroundEvent"), to: file)
    let edited = try runTool(["check", "--root", repository.root.path])
    #expect(edited.status == 1)
    #expect(edited.output.contains(file), "\(edited.output)")
    try FileManager.default.removeItem(at: repository.root.appendingPathComponent(file))
    let missing = try runTool(["check", "--root", repository.root.path])
    #expect(missing.status == 1)
    #expect(missing.output.contains(file), "\(missing.output)")
    #expect(try runTool(["generate", "--root", repository.root.path]).status == 0)
    #expect(try repository.read(file) == page)
    #expect(try runTool(["check", "--root", repository.root.path]).status == 0)
  }

  @Test("the README's FlutterFire excerpt is lines of what explain prints, in its order")
  func readmeExcerpt() throws {
    let arguments = [
      "explain", "--os", "17.0", "--state", "notRunning", "--payload", "alert+content-available",
      "--sdk", "flutterfire",
    ]
    let run = try runTool(arguments)
    #expect(run.status == 0, "\(run.errors)")
    let excerpts = try AppTests.readmeTranscripts(
      after: "swift run pushmatrix " + arguments.joined(separator: " "))
    #expect(excerpts.count == 1)
    for excerpt in excerpts {
      #expect(excerpt.contains("on tap    getInitialMessage\n"))
      try AppTests.expectExcerpt(excerpt, of: run.output)
    }
  }

  @Test("with the SDK pages, docs/ stays within issue 11's 12 MB, as bench measures it")
  func docsWithinTarget() throws {
    let run = try runTool(["bench", "--only", "scan", "--scan-lines", "200", "--runs", "1"])
    #expect(run.status == 0, "\(run.errors)")
    let row = run.output.split(separator: "\n").first { $0.hasPrefix("| docs/ |") }
    #expect(row?.hasSuffix("| 12.00 MB | within |") == true, "\(run.output)")
  }
}
