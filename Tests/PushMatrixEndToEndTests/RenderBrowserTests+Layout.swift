import Foundation
import Testing

@testable import PushMatrixApp
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

  /// Returns a probe's JSON report as an object.
  static func object(_ report: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any],
      "not a JSON object: \(report)")
  }

  @Test(
    "no generated page is wider than the screen, and on a wide one every table of by-os fits",
    arguments: screenWidths)
  func noHorizontalOverflow(width: Int) throws {
    let pages = try Self.generatedPages()
    let reports = try Self.probeEach(
      pages, width: width,
      script: """
        var sections = document.querySelectorAll("section.view-table");
        report(JSON.stringify({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          tables: sections.length,
          fitting: document.querySelectorAll("section.view-table.fits").length
        }));
        """)
    for (page, report) in zip(pages, reports) {
      let report = try Self.object(report)
      let name = page.lastPathComponent
      let scroll = try #require(report["scroll"] as? Int)
      #expect(report["client"] as? Int == width, "\(name): the frame is not \(width) px wide")
      #expect(scroll <= width, "\(name) is \(scroll) px wide on a \(width) px screen")
      // by-os was 1574 px wide at 1400 px, its force-quit column cut off: now each table fits,
      // its column headings able to stay in view, without a scrolling box of its own.
      if width >= 1400 && name == "by-os.html" {
        #expect(report["fitting"] as? Int == report["tables"] as? Int, "\(report)")
      }
    }
  }

  @Test("on a phone each row is a card, each cell headed by its column's heading")
  func phoneCards() throws {
    // The flowcharts and the index have no tables.
    let pages = try Self.generatedPages().filter {
      !["\(FlowchartPage.name).html", "index.html"].contains($0.lastPathComponent)
    }
    let reports = try Self.probeEach(
      pages, width: 390, height: 844,
      script: """
        var problems = [];
        var tables = document.querySelectorAll("section.view-table table");
        Array.prototype.forEach.call(tables, function (table) {
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
        report(JSON.stringify({ tables: tables.length, problems: problems.slice(0, 5) }));
        """)
    for (page, report) in zip(pages, reports) {
      let report = try Self.object(report)
      #expect((report["tables"] as? Int ?? 0) > 0)
      #expect(report["problems"] as? [String] == [], "\(page.lastPathComponent): \(report)")
    }
  }

  @Test(
    "a screenshot of every generated page on a wide screen and on a phone is as wide as the screen and not blank",
    arguments: screenWidths)
  func screenshots(width: Int) throws {
    let height = Self.screenHeight(width)
    let pages = try Self.generatedPages()
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = try Self.screenshots(pages, width: width, height: height, in: folder)
    for (page, shown) in zip(pages, try Self.inspect(images)) {
      let name = page.lastPathComponent
      #expect(shown.width == width && shown.height == height, "\(name): \(shown)")
      #expect(shown.distinct > 64, "\(name): only \(shown.distinct) distinct byte values")
      #expect(shown.ink > 10_000, "\(name): almost no ink")
    }
  }
}
