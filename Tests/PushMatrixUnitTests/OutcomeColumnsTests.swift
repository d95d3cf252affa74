import Foundation
import Testing

@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixModel

@Suite("Outcome column registry")
struct OutcomeColumnsTests {
  @Test("the registry's names are the long table's outcome header and every golden's")
  func namesAreTheHeaders() throws {
    let names = OutcomeColumns.all.map(\.id)
    #expect(Array(LongTable.columns.suffix(names.count)) == names)
    #expect(
      names == [
        "banner", "arrival", "tap", "rule", "basis", "quirk", "notes", "notificationCenter",
        "extensionRuns", "launchPayload",
      ])
    for name in GoldenFile.names {
      let text = try String(
        contentsOf: packageRoot.appendingPathComponent("\(GoldenFile.directory)/\(name)"),
        encoding: .utf8)
      let header = text.split(separator: "\n")[1].split(separator: "\t").map(String.init)
      #expect(Array(header.suffix(names.count)) == names, "\(name)")
    }
  }

  @Test("every column's cell reads back through the golden reader to the same cell")
  func cellsRoundTrip() throws {
    let router = Router.standard
    var seen: Set<[String]> = []
    for scenario in ScenarioSpace(versions: [OSVersion(10, 0), OSVersion(18, 0)]) {
      let cells = LongTable.outcomeCells(router.route(scenario))
      guard seen.insert(cells).inserted else { continue }
      var outcome = OutcomeColumns.blank
      for (column, cell) in zip(OutcomeColumns.all, cells) {
        try column.read(cell, into: &outcome)
      }
      #expect(LongTable.outcomeCells(outcome) == cells)
    }
    #expect(seen.count > 10)
  }

  @Test(
    "a malformed cell is named with its column and value, as goldens always said",
    arguments: [
      ("banner", "maybe", "invalid banner \"maybe\": expected yes or no"),
      ("arrival", "n/a", "invalid arrival \"n/a\": expected - or calls"),
      (
        "basis", "guessed",
        "invalid basis \"guessed\": expected observed, documented, reported, inferred"
      ),
      (
        "launchPayload", "x",
        "invalid launchPayload \"x\": expected n/a, launchOptions, connectionOptions, none"
      ),
      ("quirk", "", "empty quirk cell"),
    ])
  func malformedCells(column: String, cell: String, message: String) throws {
    let column = try #require(OutcomeColumns.named(column))
    var outcome = OutcomeColumns.blank
    #expect(throws: OutcomeColumn.CellError.self) { try column.read(cell, into: &outcome) }
    do {
      try column.read(cell, into: &outcome)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a table without a stage has no column of its family; the standard stages give them all")
  func columnsOfStages() {
    #expect(OutcomeColumns.columns(of: .standard).map(\.id) == OutcomeColumns.all.map(\.id))
    let withoutLaunch = RoutingStages(Array(RoutingStages.standard).filter { $0 != .launch })
    #expect(!OutcomeColumns.columns(of: withoutLaunch).contains { $0.id == "launchPayload" })
    #expect(OutcomeColumns.columns(of: withoutLaunch).count == OutcomeColumns.all.count - 1)
    #expect(
      Array(RoutingStages.standard) == [.arrival, .tap, .extension, .quirks, .launch, .notes])
  }
}
