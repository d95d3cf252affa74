import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixScan
@testable import PushMatrixTables

/// The generated pages laid out on a wide screen and on a phone.
extension RenderBrowserTests {
  /// The widths of the screens the pages are laid out on: a laptop's, and an iPhone's.
  static let screenWidths = [1400, 390]

  /// Returns the height of a screen of a width: an iPhone's is 390 × 844.
  static func screenHeight(_ width: Int) -> Int { width < 500 ? 844 : 900 }

  /// The HTML pages `generate` writes.
  static func generatedPages() throws -> [URL] {
    let docs = try generatedDocs.get()
    let pages = try files(under: docs).filter { $0.hasSuffix(".html") }
    try #require(!pages.isEmpty)
    return pages.map { docs.appendingPathComponent($0) }
  }

  /// What a generated page shows on a screen: its layout, as the script in
  /// ``layout(width:)`` reports it.
  struct Layout: Decodable {
    /// The document's scrolling width and its viewport's width, in CSS pixels.
    var scroll, client: Int
    /// The page's table sections, and those whose table fits the screen whole.
    var tables, fitting: Int
    /// What is not a card on a phone, the first five: empty on a wide screen, where rows stay
    /// rows.
    var cardProblems: [String]
  }

  @Test(
    "each generated page fits the screen, by-os each table whole on a wide one, rows as cards headed by their columns on a phone, and its screenshot is not blank",
    arguments: screenWidths)
  func layout(width: Int) throws {
    let height = Self.screenHeight(width)
    let pages = try Self.generatedPages()
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // One load of each page answers the three questions: laying out a page of a megabyte is
    // most of what Chromium does here.
    let script = """
      (function () {
        var phone = \(width < 500);
        var problems = [];
        var tables = document.querySelectorAll("section.view-table table");
        Array.prototype.forEach.call(phone ? tables : [], function (table) {
          if (getComputedStyle(table.tHead).display !== "none") {
            problems.push(table.parentNode.id + ": the column headings show");
          }
          var headings = Array.prototype.map.call(table.tHead.rows[0].cells, function (cell) {
            return JSON.stringify(cell.textContent);
          });
          Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
            if (getComputedStyle(row).display !== "block") {
              problems.push(table.parentNode.id + ": a row is not a card");
            }
            Array.prototype.forEach.call(row.cells, function (cell, index) {
              var label = getComputedStyle(cell, "::before").content;
              if (index > 0 && label !== headings[index]) {
                problems.push(table.parentNode.id + ": " + label + " for " + headings[index]);
              }
            });
          });
        });
        return JSON.stringify({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          tables: document.querySelectorAll("section.view-table").length,
          fitting: document.querySelectorAll("section.view-table.fits").length,
          cardProblems: problems.slice(0, 5)
        });
      })()
      """
    var images: [URL] = []
    for (index, page) in pages.enumerated() {
      let name = page.lastPathComponent
      let image = folder.appendingPathComponent("\(index).png")
      images.append(image)
      let report = try Browser.evaluate(
        script, in: page, width: width, height: height, screenshot: image)
      let layout = try JSONDecoder().decode(Layout.self, from: Data(report.utf8))
      #expect(layout.client == width, "\(name): the viewport is not \(width) px wide")
      #expect(layout.scroll <= width, "\(name) is \(layout.scroll) px wide on a \(width) px screen")
      // by-os was 1574 px wide at 1400 px, its force-quit column cut off: now each table fits,
      // its column headings able to stay in view, without a scrolling box of its own.
      if width >= 1400 && name == "by-os.html" {
        #expect(layout.fitting == layout.tables, "\(report)")
      }
      // The flowcharts and the index have no tables.
      if !["\(FlowchartPage.name).html", "index.html"].contains(name) {
        #expect(layout.tables > 0, "\(name) has no tables")
      }
      #expect(layout.cardProblems == [], "\(name): \(report)")
    }
    for (page, shown) in zip(pages, try Self.inspect(images)) {
      let name = page.lastPathComponent
      #expect(shown.width == width && shown.height == height, "\(name): \(shown)")
      #expect(shown.distinct > 64, "\(name): only \(shown.distinct) distinct byte values")
      #expect(shown.ink > 10_000, "\(name): almost no ink")
    }
  }
}
