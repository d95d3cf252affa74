import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Rows of callbacks a release does not call, folded into the row of those it calls")
struct FoldingTests {
  /// The views that fold.
  static let views: [ViewKind] = [.byCallbacks, .byOS, .byPayload]

  /// Returns the rows and columns of a page's tables whose every cell refers to the
  /// `callbacks-unavailable` note, as `table: heading`.
  static func unavailableLines(_ page: TablePage) -> [String] {
    let note = NoteRules.callbacksUnavailable.id
    return page.tables.flatMap { table in
      let rows = table.rows.filter { row in
        row.cells.allSatisfy { $0.footnotes.contains(note) }
      }.map(\.heading.label)
      let columns = table.columns.indices.filter { column in
        table.rows.allSatisfy { $0.cells[column].footnotes.contains(note) }
      }.map { table.columns[$0].label }
      return (rows + columns).map { "\(table.id): \($0)" }
    }
  }

  @Test(
    "no row or column of a view says only that its callbacks are unavailable, in any language",
    arguments: views, Language.allCases)
  func noUnavailableLines(view: ViewKind, language: Language) {
    let space = ScenarioSpace(versions: [OSVersion(6), OSVersion(9), OSVersion(12, 3, 1)])
    let lines = Self.unavailableLines(ViewTests.page(view, space, language: language))
    #expect(lines.isEmpty, "\(lines.count) lines, such as \(lines.prefix(3))")
  }

  @Test(
    "a section's folding, kept by the routed space for every view and language, is the one worked out for it"
  )
  func sharedFolding() {
    // The routed space works a section's folding out once, for the first view and language
    // that asks (``RoutedSpace/foldings``); every other page reads it from there.
    let space = ScenarioSpace(versions: [OSVersion(9), OSVersion(10), OSVersion(12, 3, 1)])
    let routed = RoutedSpace(space, ledger: packageLedger)
    for language in [Language.en, .zhHans] {
      for view in Self.views { _ = ViewBuilder(routed: routed, language: language).page(view) }
    }
    let builder = ViewBuilder(routed: routed, language: .zhHant)
    let sections = builder.combinations(of: builder.sectionPositions)
    #expect(sections.count > 1)
    #expect(sections.contains { !builder.fold($0).keys.isEmpty })
    for section in sections {
      #expect(builder.folding(in: section) == builder.fold(section), "\(section.ordinals)")
    }
  }

  @Test("by-os on iOS 9 has the rows of the four sets iOS 9 calls, and says why")
  func byOSOnIOS9() throws {
    let page = ViewTests.page(.byOS, ScenarioSpace(versions: [OSVersion(9)]))
    #expect(Self.unavailableLines(page).isEmpty)
    for table in page.tables {
      #expect(
        table.rows.map(\.heading.key)
          == ["none", "legacyReceive", "fetchReceive", "legacyReceive+fetchReceive"])
      #expect(
        Run.plainText(table.remark)
          == "Not called on iOS 9.0: willPresent and didReceiveResponse. A set that implements "
          + "them is shown in the row of the callbacks it does call. [callbacks-unavailable]")
    }
    #expect(page.footnotes.contains { $0.slug == NoteRules.callbacksUnavailable.id })
  }

  /// The scenario of the callbacks a scenario's release calls, as iOS treats it: what
  /// willPresent passes does not apply once willPresent is not called.
  static func called(_ scenario: Scenario) -> Scenario {
    var called = scenario
    called.callbacks = scenario.callbacks.filter { $0.isAvailable(on: scenario.os) }
    if !called.callbacks.contains(.willPresent) { called.presentation = .notApplicable }
    return called
  }

  @Test(
    "a folded scenario loses nothing: it shows as the set its release calls, observations and why",
    arguments: views)
  func foldingLosesNothing(view: ViewKind) throws {
    let routed = RoutedSpace(.default, ledger: packageLedger)
    let page = ViewBuilder(routed: routed, language: .en).page(view)
    var shown: [Scenario: (cell: TableView.Cell, table: TableView)] = [:]
    for table in page.tables {
      for row in table.rows {
        for (column, cell) in zip(table.columns, row.cells) {
          let facets = [table.facets, row.heading.facets, column.facets]
          var key = ScenarioKey.first
          for value in facets.flatMap(\.values) {
            key.setOrdinal(value.ordinal, at: value.position)
          }
          for os in facets.flatMap(\.versions) { shown[Scenario(os: os, key: key)] = (cell, table) }
        }
      }
    }
    var folded = 0
    for scenario in ScenarioSpace.default where shown[scenario] == nil {
      folded += 1
      let called = Self.called(scenario)
      #expect(called != scenario, "\(scenario) is missing though its release calls its callbacks")
      let target = try #require(shown[called], "\(called) is not shown")
      var outcome = routed.outcome(scenario)
      outcome.notes.removeAll { $0.id == NoteRules.callbacksUnavailable.id }
      #expect(outcome == routed.outcome(called), "\(scenario)")
      #expect(target.cell.outcome == TableView.Cell.Outcome(outcome), "\(scenario)")
      let contradictions = Set(target.cell.observations.compactMap(\.contradiction))
      #expect(
        target.cell.footnotes.filter { !contradictions.contains($0) }
          == CellContent(outcome, router: routed.router).footnotes, "\(scenario)")
      for judgement in routed.judgements(scenario) {
        #expect(
          target.cell.observations.contains {
            $0.id == judgement.observation.id
              && $0.callbacks == scenario.callbacks.description
          }, "\(judgement.observation.id) of \(scenario) is not shown")
      }
      // by-os says why under the table of the release, the other views under the set's table.
      let own = try #require(
        page.tables.first { table in
          table.facets.values.allSatisfy { scenario.key.ordinal(at: $0.position) == $0.ordinal }
            && (table.facets.versions.isEmpty || table.facets.versions.contains(scenario.os))
        })
      let remark = Run.plainText(own.remark)
      let uncalled = scenario.callbacks.filter { !$0.isAvailable(on: scenario.os) }
      #expect(uncalled.allSatisfy { remark.contains($0.rawValue) }, "\(scenario): \(remark)")
      if view != .byOS { #expect(remark.contains(target.table.title), "\(scenario): \(remark)") }
    }
    #expect(folded > 0)
  }
}
