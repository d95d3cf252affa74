import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

/// A test table of a source document: its observations, all of one table.
struct DocumentTable: CustomTestStringConvertible, Sendable {
  var name: String
  var observations: [Observation]

  var testDescription: String { name }

  /// The eight tables of 【iOS】測試下遠程推送接收通知的那些方法的調用順序, by their number.
  static let callOrderTests: [DocumentTable] = {
    let observations = packageLedger.judgements.map(\.observation).filter {
      $0.source == .callOrderTests
    }
    let tables = Dictionary(grouping: observations) { $0.location.prefix { $0 != "(" } }
    return tables.keys.sorted().map { DocumentTable(name: String($0), observations: tables[$0]!) }
  }()

  /// The four test-data tables of 通知那些事儿(六):更多的注意点: iOS 9 and 10, silent and plain.
  static let moreCaveats: [DocumentTable] = {
    let observations = packageLedger.judgements.map(\.observation).filter {
      $0.source == .moreCaveats && $0.location.hasPrefix("test data")
    }
    let tables = Dictionary(grouping: observations) { observation in
      observation.location.split(separator: ",").prefix(2).joined(separator: ",")
    }
    return tables.keys.sorted().map { DocumentTable(name: $0, observations: tables[$0]!) }
  }()

  /// The releases the table's rows or tables speak of, ascending.
  var versions: [OSVersion] { Set(observations.flatMap(\.versions.versions)).sorted() }
  /// The app states of its columns.
  var states: [AppState] { Set(observations.map { $0.key[AppState.self] }).sorted() }

  /// The space that holds exactly this table's scenarios.
  var space: ScenarioSpace {
    var space = ScenarioSpace(versions: versions)
    for position in AxisRegistry.axes.indices {
      // An axis written `*` holds a representative value in the key; the table shows the
      // values the other observations name, where any does.
      let stated = observations.filter { !$0.unconstrained.contains(position) }
      let chosen = stated.isEmpty ? observations : stated
      space.restrict(axisAt: position, to: chosen.map { $0.key.ordinal(at: position) })
    }
    return space
  }
}

@Suite("Views")
struct ViewTests {
  /// Builds a view of a space with the package's observations.
  static func page(
    _ view: ViewKind, _ space: ScenarioSpace, language: Language = .en, expand: Bool = true
  ) -> TablePage {
    ViewBuilder(
      routed: RoutedSpace(space, ledger: packageLedger), language: language, expand: expand
    ).page(view)
  }

  /// Checks that a cell shows an observation, agreeing with it wherever the engine does.
  static func expectCell(_ cell: TableView.Cell, shows observation: Observation) {
    let judgement = Judgement(observation)
    let mark = cell.observations.first { $0.id == observation.id }
    #expect(mark != nil, "\(observation.id) is not shown beside its cell")
    guard let mark, let outcome = cell.outcome else { return }
    switch judgement.verdict {
    case .agrees:
      #expect(mark.verdict == .agrees, "\(observation.id)")
      if case .stated(let banner) = observation.banner { #expect(outcome.banner == banner) }
      if case .stated(let arrival) = observation.arrival { #expect(outcome.arrival == arrival) }
      if case .stated(let tap) = observation.tap { #expect(outcome.tap == tap) }
    case .overruled(let contradiction):
      #expect(mark.verdict == .overruled, "\(observation.id)")
      #expect(mark.contradiction == contradiction)
      #expect(cell.footnotes.contains(contradiction))
      #expect(mark.claim != nil)
    case .unexplained:
      Issue.record("\(observation.id) differs from the engine without a recorded contradiction")
    }
  }

  /// Checks that a page is one table with a document table's rows and columns, and that each
  /// cell shows the document's observation of it.
  static func expectTable(
    of page: TablePage, reproduces document: DocumentTable, rows: [String],
    rowKey: (Observation) -> String
  ) throws {
    let table = try #require(page.tables.count == 1 ? page.tables.first : nil)
    #expect(table.rows.map(\.heading.key) == rows)
    #expect(table.columns.map(\.key) == document.states.map(\.rawValue))
    for observation in document.observations {
      let row = try #require(table.rows.first { $0.heading.key == rowKey(observation) })
      let column = try #require(document.states.firstIndex(of: observation.key[AppState.self]))
      expectCell(row.cells[column], shows: observation)
    }
  }

  @Test(
    "by-callbacks reproduces each test table of the call-order tests: same rows, columns, cells",
    arguments: DocumentTable.callOrderTests)
  func callOrderTables(_ document: DocumentTable) throws {
    let page = Self.page(.byCallbacks, document.space)
    try Self.expectTable(
      of: page, reproduces: document, rows: document.versions.map(\.description)
    ) { $0.versions.description }
  }

  @Test("by-callbacks shows the call-order tests in the background mode on tables too")
  func callOrderMarksInBothModes() throws {
    var space = ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
      .restricted(to: [Payload.alert])
    space.restrict([try CallbackSet(parsing: "willPresent+didReceiveResponse")])
    let page = Self.page(.byCallbacks, space)
    for mode in BackgroundMode.allCases {
      for presentation in [Presentation.none, .bannerAndList] {
        let table = try #require(
          page.tables.first {
            $0.id == "alert_\(mode)_willPresent+didReceiveResponse:\(presentation)"
          })
        let marks = table.rows.flatMap { $0.cells.flatMap(\.observations) }.map(\.id)
        let expected: Set<String> =
          presentation == .none
          ? ["CO-19", "CO-20", "CO-21", "CO-22", "CO-23", "CO-24"]
          : ["CO-19", "CO-20", "CO-21", "CO-25", "CO-26", "CO-27"]
        #expect(Set(marks) == expected, "\(table.id)")
      }
    }
  }

  @Test(
    "an overruled Notification Center claim is shown beside its cell in the page's language",
    arguments: [(Language.en, "in Notification Center"), (.zhHant, "留在通知中心")])
  func notificationCenterClaimInCell(language: Language, claim: String) throws {
    var observation = try #require(
      packageLedger.judgements.first { $0.observation.id == "CO-01" }?.observation)
    observation.notificationCenter = .stated(true)
    observation.contradiction = "C1"
    var space = ScenarioSpace(versions: [OSVersion(9, 3, 2)]).restricted(to: [Payload.alert])
    space.restrict([try CallbackSet(parsing: "legacyReceive")])
    let page = ViewBuilder(
      routed: RoutedSpace(space, ledger: Ledger([observation])), language: language, expand: true
    ).page(.byCallbacks)
    let mark = try #require(
      page.tables.flatMap { $0.rows.flatMap { $0.cells.flatMap(\.observations) } }.first {
        $0.id == "CO-01"
      })
    #expect(mark.verdict == .overruled)
    #expect(mark.claim == claim)
  }

  @Test("the legend says which releases device tests ran on and that other answers extrapolate")
  func legendNamesDeviceTestedReleases() {
    let page = Self.page(.byOS, ScenarioSpace(versions: [OSVersion(17)]), expand: false)
    let legend = page.legend.flatMap(\.items).map(\.text)
    #expect(
      legend.contains {
        $0.contains("ran on 9.0, 9.3.2, 10.0 and 12.3.1 only") && $0.contains("extrapolated")
      })
  }

  @Test("the call-order tests hold eight tables, as the document does")
  func callOrderTableCount() {
    #expect(DocumentTable.callOrderTests.count == 8)
    #expect(DocumentTable.moreCaveats.count == 4)
  }

  @Test(
    "by-os reproduces the iOS 9 and 10, silent and plain tables of 通知那些事儿(六)",
    arguments: DocumentTable.moreCaveats)
  func moreCaveatsTables(_ document: DocumentTable) throws {
    let page = Self.page(.byOS, document.space, language: .zhHans)
    let callbackSets = Set(document.observations.map { $0.key[CallbackSet.self] }).sorted()
    try Self.expectTable(
      of: page, reproduces: document, rows: callbackSets.map(\.description)
    ) { $0.key[CallbackSet.self].description }
    let labels = page.tables.flatMap { $0.columns.map(\.label) }
    #expect(labels.allSatisfy { ["前台", "后台", "杀死"].contains($0) })
  }

  @Test("consecutive releases with identical rows collapse into a range row; expanding lists each")
  func collapse() throws {
    let space = ScenarioSpace().restricted(to: [try CallbackSet(parsing: "fetchReceive")])
    let collapsed = Self.page(.byCallbacks, space, expand: false)
    let expanded = Self.page(.byCallbacks, space, expand: true)
    for (short, long) in zip(collapsed.tables, expanded.tables) {
      #expect(long.rows.count == OSCatalog.versions.count)
      #expect(short.rows.count < long.rows.count)
      #expect(short.rows.flatMap(\.heading.facets.versions) == OSCatalog.versions)
      for row in short.rows where row.heading.facets.versions.count > 1 {
        let versions = row.heading.facets.versions
        #expect(row.heading.label == "\(versions.first!)–\(versions.last!)")
        let members = long.rows.filter { versions.contains($0.heading.facets.versions[0]) }
        #expect(members.allSatisfy { $0.cells == row.cells })
      }
      for (row, next) in zip(short.rows, short.rows.dropFirst()) {
        #expect(row.cells != next.cells, "neighbouring rows \(row.heading.label) are identical")
      }
    }
  }

  /// Returns every cell of a page with the releases it stands for and the key of its scenario,
  /// read from the facets of its table, row and column.
  static func cells(of page: TablePage) -> [(
    versions: [OSVersion], key: ScenarioKey, cell: TableView.Cell
  )] {
    page.tables.flatMap { table in
      table.rows.flatMap { row in
        zip(table.columns, row.cells).map { column, cell in
          let facets = [table.facets, row.heading.facets, column.facets]
          var key = ScenarioKey.first
          for value in facets.flatMap(\.values) {
            key.setOrdinal(value.ordinal, at: value.position)
          }
          return (facets.flatMap(\.versions), key, cell)
        }
      }
    }
  }

  @Test(
    "every collapsed cell of the default matrix shows what each release it stands for shows",
    arguments: [ViewKind.byCallbacks, .byOS, .byPayload])
  func collapsedCellsStandForTheirReleases(_ view: ViewKind) {
    let expanded = Self.cells(of: Self.page(view, .default, expand: true))
    var cellOfScenario: [Scenario: TableView.Cell] = [:]
    for (versions, key, cell) in expanded {
      #expect(versions.count == 1)
      cellOfScenario[Scenario(os: versions[0], key: key)] = cell
    }
    // The scenarios folded into the row of the callbacks their release calls have no cell of
    // their own (FoldingTests).
    #expect(cellOfScenario.count == expanded.count)
    var mismatches: [String] = []
    for (versions, key, cell) in Self.cells(of: Self.page(view, .default, expand: false)) {
      for os in versions where cellOfScenario[Scenario(os: os, key: key)] != cell {
        mismatches.append(
          "\(Scenario(os: os, key: key)): \(cellOfScenario[Scenario(os: os, key: key)]?.plainText ?? "-")"
            + " shown as \(versions.first!)–\(versions.last!): \(cell.plainText)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) cells, such as \(mismatches.prefix(3))")
  }

  @Test("by-payload cuts epochs where a cell changes, on the releases that call all of the set")
  func epochs() throws {
    let page = Self.page(.byPayload, .default, expand: false)
    for table in page.tables {
      // A table spans the releases its handler exists on (willPresent passes list from iOS 14)
      // that call every callback of its set.
      var key = ScenarioKey.first
      for value in table.facets.values { key.setOrdinal(value.ordinal, at: value.position) }
      let set = key[CallbackSet.self]
      let releases = OSCatalog.versions.filter { os in
        Scenario(os: os, key: key).firstMisfit() == nil && set.allSatisfy { $0.isAvailable(on: os) }
      }
      #expect(table.columns.flatMap(\.facets.versions) == releases, "\(table.id)")
      for index in table.columns.indices.dropFirst() {
        #expect(table.rows.contains { $0.cells[index] != $0.cells[index - 1] }, "\(table.id)")
      }
    }
    let plain = try #require(page.tables.first { $0.id == "content-available_off_none" })
    #expect(plain.columns.map(\.label) == ["3.0–6.0", "7.0–9.3.2", "10.0–26.0"])
  }

  @Test(
    "every note a cell refers to is on the page once, keyed by its slug",
    arguments: ViewKind.allCases)
  func footnotes(_ view: ViewKind) {
    let space = ScenarioSpace(versions: [OSVersion(9), OSVersion(10), OSVersion(18)])
    let page = Self.page(view, space, expand: false)
    let referenced = Set(
      page.tables.flatMap { $0.rows.flatMap { $0.cells.flatMap(\.footnotes) } }
        + page.tables.flatMap { Run.footnotes($0.remark) })
    #expect(Set(page.footnotes.map(\.slug)) == referenced)
    #expect(page.footnotes.count == referenced.count)
    let known =
      Set(
        ArrivalRules.all.map(\.id) + TapRules.all.map(\.id) + ExtensionRules.all.map(\.id)
          + Quirks.all.map(\.id)
      )
      .union(Contradiction.all.map(\.id))
    for footnote in page.footnotes where footnote.kind != .note {
      #expect(known.contains(footnote.slug))
    }
  }

  @Test("a new note never renumbers the others: notes are listed by slug, never by position")
  func notesKeyedBySlug() {
    let catalog = FootnoteCatalog(router: .standard, notes: [:], language: .en).ordered
    let more = FootnoteCatalog(
      router: .standard, notes: ["aaa-first": Note(id: "aaa-first", text: "new")], language: .en
    ).ordered
    #expect(more.filter { $0.slug != "aaa-first" } == catalog)
    #expect(Set(catalog.map(\.slug)).count == catalog.count)
  }

  @Test("the long view holds exactly the rows export prints")
  func longView() throws {
    let space = ScenarioSpace(versions: [OSVersion(10), OSVersion(12, 3, 1)])
    let page = Self.page(.long, space)
    #expect(CSVFormatter.columns(page) == LongTable.columns)
    #expect(Array(CSVFormatter.rows(page)) == Array(LongTable.rows(of: space)))
  }

  @Test(
    "every label and phrase is translated, in the documents' own terms",
    arguments: [
      (Language.zhHans, ["前台", "后台", "杀死", "点击", "弹框"]),
      (Language.zhHant, ["前臺", "後臺", "關閉狀態", "點擊", "彈框"]),
    ])
  func translations(_ language: Language, terms: [String]) {
    let texts = Phrase.allCases.map { $0.text(language) }
    #expect(texts.allSatisfy { !$0.isEmpty })
    for phrase in Phrase.allCases where ![.any].contains(phrase) {
      #expect(phrase.text(language) != phrase.text(.en), "\(phrase) is not translated")
    }
    let axisTexts = AxisRegistry.axes.flatMap { axis in
      ([axis.title] + axis.labels).map { $0.text(language) }
    }
    for axis in AxisRegistry.axes {
      #expect(axis.title.text(language) != axis.title.en, "\(axis.id)'s title is not translated")
    }
    let joined = (texts + axisTexts).joined(separator: "\n")
    for term in terms { #expect(joined.contains(term), "\(term) is missing") }
    let page = Self.page(
      .byCallbacks, ScenarioSpace(versions: [OSVersion(12, 3, 1)]), language: language)
    let phrases = page.tables.flatMap { table in
      table.rows.flatMap { row in
        row.cells.flatMap { cell in
          cell.runs.compactMap { run -> String? in
            guard case .text(let text) = run else { return nil }
            return text
          }
        }
      }
    }
    #expect(phrases.allSatisfy { !$0.contains("banner") && !$0.contains("tap ") })
  }
}
