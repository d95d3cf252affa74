import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("The page of whether the service extension runs", .waitsForProcesses)
struct ServiceExtensionPageTests {
  /// The page's Markdown and HTML files in the generated docs, with their language.
  static let pages: [(file: String, language: Language)] = Language.allCases.flatMap { language in
    ["md", "html"].map { ("\(language.rawValue)/service-extension.\($0)", language) }
  }
  /// Every file of the page in the generated docs.
  static let allFiles = pages.map(\.file) + ["tables/service-extension.csv"]

  /// The engine without the rule that lets a force-quit app's extension run, so that the page
  /// changes and nothing else does.
  static let routerWithoutForceQuitRule = Router(
    arrivalRules: ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all,
    extensionRules: ExtensionRules.all.filter { $0.id != "extension-runs-after-force-quit" })

  /// Returns the rows of a table whose state cells start with a word, such as `yes`.
  static func rows(_ tables: [[[String]]], saying word: String) -> [[String]] {
    let states = AxisRegistry.axes[ViewBuilder.statePosition].count
    return tables.flatMap { $0.dropFirst() }.filter { row in
      row.suffix(states).contains { $0.hasPrefix(word + " ") }
    }
  }

  @Test(
    "each language's page has a row where the extension runs and one where it does not",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)"),
    arguments: pages.map(\.file))
  func runsAndDoesNotRun(file: String) throws {
    let language = try #require(Self.pages.first { $0.file == file }?.language)
    let url = try generatedDocs.get().appendingPathComponent(file)
    // The Markdown as a GFM reader shows it; the HTML as written.
    let html =
      file.hasSuffix(".md") ? try cmarkHTML(url) : try String(contentsOf: url, encoding: .utf8)
    let tables = htmlTables(html)
    #expect(tables.count == ViewBuilder.extensionTableAxes.count, "\(file)")
    let yes = Self.rows(tables, saying: Phrase.yes.text(language))
    let no = Self.rows(tables, saying: Phrase.no.text(language))
    #expect(!yes.isEmpty, "\(file) shows no row where the extension runs")
    #expect(!no.isEmpty, "\(file) shows no row where the extension does not run")
    // Every state cell is an answer and the rule behind it.
    for row in tables.flatMap({ $0.dropFirst() }) {
      for cell in row.suffix(AxisRegistry.axes[ViewBuilder.statePosition].count) {
        // The Markdown keeps the brackets around a note's link, `yes [extension-runs]`.
        let rule = cell.split(separator: " ").last?.trimmingCharacters(in: ["[", "]"]) ?? ""
        #expect(ExtensionRules.all.contains { $0.id == rule }, "\(file): \(cell)")
      }
    }
    #expect(html.contains(Phrase.titleServiceExtension.text(language)))
  }

  @Test("index.md, index.html and the conditions page link the page in every language")
  func linked() throws {
    let docs = try generatedDocs.get()
    let index = try String(contentsOf: docs.appendingPathComponent("index.md"), encoding: .utf8)
    let site = try String(contentsOf: docs.appendingPathComponent("index.html"), encoding: .utf8)
    for file in Self.allFiles {
      #expect(index.contains("](\(file))"), "index.md does not link \(file)")
      #expect(site.contains("href=\"\(file)\""), "index.html does not link \(file)")
    }
    for language in Language.allCases {
      let conditions = try String(
        contentsOf: docs.appendingPathComponent("\(language.rawValue)/conditions.md"),
        encoding: .utf8)
      #expect(conditions.contains("[service-extension](service-extension.md)"))
    }
  }

  @Test("check reports the page stale when an extension rule changes, and no other file")
  func stalePage() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let (changed, status, reported) = try repository.staleDocs(
      from: Self.routerWithoutForceQuitRule)
    #expect(changed == Self.allFiles.sorted())
    #expect(status == 1)
    #expect(reported == changed)
  }
}
