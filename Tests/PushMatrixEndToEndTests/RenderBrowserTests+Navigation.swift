import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

/// The generated pages' filter, contents and notes, used as a reader uses them.
extension RenderBrowserTests {
  /// The set of callbacks the issue's hand-written address asks for.
  static let wanted = CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse])

  /// Returns the tables and rows a filter for a set of callbacks shows, by the page's model.
  static func shown(_ page: TablePage, supersets: Bool) -> (tables: Int, rows: Int) {
    let callbacks = AxisRegistry.position(of: CallbackSet.self)
    func holds(_ facets: Facets) -> Bool {
      guard let id = facets.identifier(of: callbacks) else { return true }
      guard let set = try? CallbackSet(parsing: id) else { return false }
      return supersets ? set.isSuperset(of: wanted) : set == wanted
    }
    var tables = 0
    var rows = 0
    for table in page.tables where holds(table.facets) {
      let shown = table.rows.filter { holds($0.heading.facets) }.count
      if shown > 0 {
        tables += 1
        rows += shown
      }
    }
    return (tables, rows)
  }

  @Test(
    "a + in a hand-written address is a +, and a set of callbacks matches exactly unless the address asks for supersets",
    arguments: [false, true])
  func callbacksInAddress(supersets: Bool) throws {
    let docs = try generatedDocs.get()
    let views = DocsGenerator.readerViews
    let fragment =
      "#callbacks=fetchReceive+willPresent+didReceiveResponse"
      + (supersets ? "&callbacks-supersets=1" : "")
    let reports = try Self.probeEach(
      views.map { docs.appendingPathComponent("en/\($0.rawValue).html") }, fragment: fragment,
      width: 1400,
      script: """
        var rows = document.querySelectorAll("section.view-table tbody tr");
        report(JSON.stringify({
          count: document.getElementById("filter-count").textContent,
          field: document.getElementById("filter-callbacks").value,
          supersets: document.getElementById("filter-callbacks-supersets").checked,
          rows: Array.prototype.filter.call(rows, function (row) {
            return row.getClientRects().length > 0;
          }).length
        }));
        """)
    for (view, report) in zip(views, reports) {
      let report = try Self.object(report)
      let model = try #require(GenerateTests.pages["en/\(view.rawValue)"])
      let expected = Self.shown(model, supersets: supersets)
      // Before, URLSearchParams read the + as spaces and the page showed 0 / 144.
      #expect(expected.tables > 0 && expected.rows > 0)
      #expect(report["field"] as? String == "fetchReceive+willPresent+didReceiveResponse")
      #expect(report["supersets"] as? Bool == supersets)
      #expect(report["count"] as? String == "\(expected.tables) / \(model.tables.count)")
      #expect(report["rows"] as? Int == expected.rows, "\(view): \(report)")
      if view == .byCallbacks {
        // One table per payload, background mode and what willPresent passes (none, banner,
        // list, banner+list): 3 × 2 × 4, and twice as many with legacyReceive added.
        #expect(expected.tables == (supersets ? 48 : 24))
      }
    }
  }

  @Test(
    "the contents link every section and table, a sidebar open on a wide screen and folded on a phone, and list only what the filter shows",
    arguments: screenWidths)
  func contents(width: Int) throws {
    let pages = try Self.generatedPages()
    // Every table of the service-extension page has a row with an alert payload; a denied
    // permission, which the documents' layouts have no field for, hides all but one of them.
    let reports = try Self.probeEach(
      pages, fragment: "#payload=alert&authorization=denied", width: width,
      script: """
        var toc = document.querySelector("nav.toc");
        var links = Array.prototype.slice.call(toc.querySelectorAll("a[href^='#']"));
        var linked = links.map(function (link) { return link.getAttribute("href").slice(1); });
        var sections = document.querySelectorAll(
          "section.view-table, section.view-group, section.flowchart, section.notes");
        report(JSON.stringify({
          filter: document.getElementById("filter") !== null,
          open: toc.querySelector("details").open,
          position: getComputedStyle(toc).position,
          unlinked: Array.prototype.filter.call(sections, function (section) {
            return linked.indexOf(section.id) < 0;
          }).length,
          broken: linked.filter(function (id) {
            return document.getElementById(id) === null;
          }),
          listedHidden: links.filter(function (link) {
            var target = document.getElementById(link.getAttribute("href").slice(1));
            return target.hidden && !link.parentNode.hidden;
          }).length,
          hidden: Array.prototype.filter.call(sections, function (section) {
            return section.hidden;
          }).length
        }));
        """)
    for (page, report) in zip(pages, reports) {
      let report = try Self.object(report)
      let name = page.lastPathComponent
      #expect(report["open"] as? Bool == (width >= 1400), "\(name): \(report)")
      #expect(report["position"] as? String == (width >= 1400 ? "fixed" : "static"))
      #expect(report["unlinked"] as? Int == 0, "\(name): \(report)")
      #expect(report["broken"] as? [String] == [], "\(name): \(report)")
      // The flowcharts and the index have no filter, and hide nothing.
      #expect(
        report["filter"] as? Bool
          == !["\(FlowchartPage.name).html", "index.html"].contains(name), "\(name)")
      #expect(
        ((report["hidden"] as? Int ?? 0) > 0) == (report["filter"] as? Bool), "\(name): \(report)")
      #expect(report["listedHidden"] as? Int == 0, "\(name): \(report)")
    }
  }

  @Test(
    "a note's ↩ leads back to the reference the reader followed, and following a note keeps the filter"
  )
  func backToReference() throws {
    let page = try generatedDocs.get().appendingPathComponent("en/by-os.html")
    let report = try Self.object(
      try Self.probe(
        page, fragment: "#callbacks=fetchReceive", width: 1400,
        script: """
          var links = Array.prototype.filter.call(
            document.querySelectorAll("td a[href^='#note-']"),
            function (link) { return link.getClientRects().length > 0; });
          // The last shown reference to a note, which is not the page's first one.
          var link = links[links.length - 1];
          var href = link.getAttribute("href");
          var first = document.querySelector("td a[href='" + href + "']");
          var count = document.getElementById("filter-count").textContent;
          link.click();
          setTimeout(function () {
            var back = document.getElementById(href.slice(1)).querySelector("a.back");
            var hash = location.hash;
            var kept = document.getElementById("filter-count").textContent === count
              && document.getElementById("filter-callbacks").value === "fetchReceive";
            back.click();
            report(JSON.stringify({
              notFirst: link !== first,
              hash: hash === href,
              kept: kept,
              focused: document.activeElement === link,
              marked: link.closest("td").classList.contains("returned"),
              fallback: back.getAttribute("href") === "#" + first.id
                && first.id === "ref-" + href.slice(1)
            }));
          }, 200);
          """))
    for key in ["notFirst", "hash", "kept", "focused", "marked", "fallback"] {
      #expect(report[key] as? Bool == true, "\(key): \(report)")
    }
  }

  @Test("on the flowcharts, a note's ↩ leads back to the chart's mention the reader followed")
  func flowchartBackToMention() throws {
    let page = try generatedDocs.get().appendingPathComponent("en/\(FlowchartPage.name).html")
    let report = try Self.object(
      try Self.probe(
        page, width: 1400,
        script: """
          var links = document.querySelectorAll(".leaf a[href^='#note-']");
          // The last mention of a note, which is not the page's first one.
          var link = links[links.length - 1];
          var href = link.getAttribute("href");
          var first = document.querySelector(".leaf a[href='" + href + "']");
          link.click();
          setTimeout(function () {
            document.getElementById(href.slice(1)).querySelector("a.back").click();
            report(JSON.stringify({
              notFirst: link !== first,
              focused: document.activeElement === link,
              marked: link.closest(".leaf").classList.contains("returned"),
              fallback: first.id === "ref-" + href.slice(1)
            }));
          }, 200);
          """))
    for key in ["notFirst", "focused", "marked", "fallback"] {
      #expect(report[key] as? Bool == true, "\(key): \(report)")
    }
  }
}
