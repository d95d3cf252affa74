import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("The page of whether the service extension runs")
struct ServiceExtensionPageTests {
  /// Releases on both sides of the extension's introduction, of provisional authorization and
  /// of the push-type header, with every condition.
  static let space = ScenarioSpace(
    versions: [OSVersion(9), OSVersion(10), OSVersion(12), OSVersion(13), OSVersion(17)],
    conditions: .every)

  /// Returns the page of a space as an engine gives it.
  static func page(
    _ router: Router = .standard, space: ScenarioSpace = space, language: Language = .en,
    expand: Bool = false
  ) -> TablePage {
    ViewBuilder(
      routed: RoutedSpace(space, ledger: nil, router: router, indexingCells: false),
      language: language, expand: expand
    ).page(.serviceExtension)
  }

  /// Returns the ordinal of the value facets name on the axis at a registry position.
  static func ordinal(at position: Int, in facets: Facets) -> Int? {
    facets.values.first { $0.position == position }?.ordinal
  }

  /// The extension rule that decides alike for every scenario whatever its callbacks, made to
  /// depend on them: a test of a cell with more than one answer.
  static let fetchOnly = ExtensionRule(
    id: "test-extension-needs-fetch", basis: .inferred, sources: [],
    summary: "A test rule: the extension runs only for an app that implements fetchReceive.",
    applies: { !$0.implements(.fetchReceive) }, decide: { _ in false }, examples: [])

  @Test("a table per axis the page varies, with a row for every value from the extension's start")
  func tablesAndRows() {
    let page = Self.page()
    #expect(page.tables.count == ViewBuilder.extensionTableAxes.count)
    for (table, positions) in zip(page.tables, ViewBuilder.extensionTableAxes) {
      let axes = positions.map { AxisRegistry.axes[$0] }
      #expect(table.id == "extension-" + axes.map(\.id).joined(separator: "-"))
      #expect(
        table.columns.map(\.key) == ["value"]
          + AxisRegistry.axes[ViewBuilder.statePosition].identifiers)
      // Every combination of the axes' values, on the releases where each exists from iOS 10.
      for ordinals in positions.reduce(
        [[Int]]([[]]),
        { combos, position in
          combos.flatMap { combo in (0..<AxisRegistry.axes[position].count).map { combo + [$0] } }
        })
      {
        let rows = table.rows.filter { row in
          zip(positions, ordinals).allSatisfy { Self.ordinal(at: $0, in: row.heading.facets) == $1 }
        }
        let first = zip(axes, ordinals).compactMap { $0.introductions[$1] }.max()
        #expect(!rows.isEmpty, "\(table.id) has no row for \(ordinals)")
        #expect(
          rows.first?.heading.facets.versions.first == max(first ?? OSVersion(10), OSVersion(10)),
          "\(table.id) \(ordinals)")
      }
    }
  }

  @Test("every cell says what the engine answers, with the rule that decides it")
  func cellsAgreeWithTheEngine() throws {
    let page = Self.page()
    let states = Self.space.choices[ViewBuilder.statePosition]
    var answers: Set<Bool> = []
    for table in page.tables {
      for row in table.rows {
        for os in row.heading.facets.versions {
          for (column, state) in states.enumerated() {
            var scenario = try Scenario(
              parsing: "os=\(os) state=foreground callbacks=fetchReceive payload=alert")
            for value in row.heading.facets.values {
              scenario.key.setOrdinal(value.ordinal, at: value.position)
            }
            scenario.key.setOrdinal(state, at: ViewBuilder.statePosition)
            let outcome = Router.standard.route(scenario)
            let cell = row.cells[column + 1]
            #expect(
              cell.runs == [
                .text(outcome.extensionRuns ? "yes" : "no"), .footnote(outcome.extensionRule),
              ], "\(table.id) \(os) \(cell.plainText)")
            answers.insert(outcome.extensionRuns)
          }
        }
      }
    }
    #expect(answers == [true, false], "the page shows the extension running and not")
    #expect(Set(page.footnotes.map(\.slug)).isSubset(of: ExtensionRules.all.map(\.id)))
  }

  @Test("rows fold the releases that answer alike, and list each with --expand")
  func releasesFold() {
    let folded = Self.page().tables.flatMap(\.rows)
    let expanded = Self.page(expand: true).tables.flatMap(\.rows)
    #expect(folded.contains { $0.heading.facets.versions.count > 1 })
    #expect(expanded.allSatisfy { $0.heading.facets.versions.count == 1 })
    #expect(
      folded.reduce(0) { $0 + $1.heading.facets.versions.count } == expanded.count)
    #expect(folded.allSatisfy { !$0.heading.facets.versions.contains(OSVersion(9)) })
  }

  @Test("a cell lists each answer the callbacks give, a line each")
  func foldedAnswers() throws {
    let router = Router(
      arrivalRules: ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all,
      extensionRules: ExtensionRules.all.filter { $0.id != "extension-runs" } + [Self.fetchOnly]
        + ExtensionRules.all.filter { $0.id == "extension-runs" })
    let table = try #require(Self.page(router).tables.first)
    let cell = try #require(table.rows.first?.cells[1])
    #expect(
      cell.runs == [
        .text("yes"), .footnote("extension-runs"), .lineBreak, .text("no"),
        .footnote(Self.fetchOnly.id),
      ])
  }

  @Test("the page is worded in each language", arguments: Language.allCases)
  func language(_ language: Language) throws {
    let page = Self.page(language: language)
    #expect(page.title == Phrase.titleServiceExtension.text(language))
    #expect(
      page.sections.map(\.title)
        == [Phrase.extensionHeld, .extensionContrast].map { $0.text(language) })
    let cells = page.tables.flatMap { $0.rows.flatMap { $0.cells.dropFirst() } }
    let words = Set(
      cells.compactMap { cell -> String? in
        guard case .text(let text) = cell.runs.first else { return nil }
        return text
      })
    #expect(words == [Phrase.yes.text(language), Phrase.no.text(language)])
    let authorization = try #require(page.tables.first { $0.id == "extension-authorization" })
    #expect(authorization.title == Authorization.axis.title.text(language))
  }
}
