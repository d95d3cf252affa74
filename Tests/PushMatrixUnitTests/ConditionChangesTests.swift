import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("What changes under each condition")
struct ConditionChangesTests {
  /// A tap rule of a scene-based app's cold launch, so that the tests know what the page must
  /// list whatever the shipped rules say.
  static let sceneTap = TapRule(
    id: "test-scene-tap", basis: .inferred, sources: [],
    summary: "A cold launch of a scene-based app connects its scene before the response.",
    applies: {
      $0.isColdLaunch && $0.routing.scenario.lifecycle == .scene
        && $0.routing.implements(.didReceiveResponse)
    },
    decide: { _ in [.launch, .sceneConnect, .didReceiveResponse] }, examples: [])

  /// A tap rule of a scene-based app in the background, so that the scene's section has more
  /// than one table.
  static let sceneWarmTap = TapRule(
    id: "test-scene-warm-tap", basis: .reported, sources: [],
    summary: "A response to a scene-based app in the background reaches its scene first.",
    applies: {
      $0.routing.state == .background && $0.routing.scenario.lifecycle == .scene
        && $0.routing.implements(.didReceiveResponse)
    },
    decide: { _ in [.sceneConnect, .didReceiveResponse] }, examples: [])

  /// The shipped engine with the test's scene rules tried first.
  static let sceneRouter = Router(
    arrivalRules: ArrivalRules.all, tapRules: [sceneTap, sceneWarmTap] + TapRules.all,
    quirks: Quirks.all)

  /// A small space with every condition: releases on both sides of iOS 10, 12 and 13.
  static let space = smallSpace(conditions: .every)

  /// Returns the small space's releases, states and callbacks with the conditions given.
  static func smallSpace(conditions: ScenarioSpace.Conditions) -> ScenarioSpace {
    ScenarioSpace(
      versions: [OSVersion(9), OSVersion(12), OSVersion(13), OSVersion(17)], conditions: conditions
    )
    .restricted(to: [AppState.foreground, .background, .notRunning, .forceQuit])
    .restricted(
      to: ["fetchReceive", "didReceiveResponse", "willPresent+didReceiveResponse"].map {
        try! CallbackSet(parsing: $0)
      })
  }

  /// Returns the conditions page of the small space as the engine gives it.
  static func page(_ router: Router, language: Language = .en, expand: Bool = false) -> TablePage {
    ViewBuilder(
      routed: RoutedSpace(
        space, ledger: nil, router: router, indexingCells: false, comparingConditions: true),
      language: language, expand: expand
    ).page(.conditions)
  }

  /// Returns every scenario an English page lists, read back from what its rows show, with the
  /// table that lists it.
  static func listed(_ page: TablePage) -> [(scenario: Scenario, table: TableView)] {
    page.tables.flatMap { table in
      table.rows.flatMap { row in
        let versions = row.heading.facets.versions
        var keys = [ScenarioKey.first]
        for value in table.facets.values {
          keys = keys.map { key in
            var key = key
            key.setOrdinal(value.ordinal, at: value.position)
            return key
          }
        }
        for (position, cell) in zip(ConditionChanges.scenarioPositions, row.cells) {
          keys = keys.flatMap { key in
            values(cell.plainText, of: position, on: versions).map { ordinal in
              var key = key
              key.setOrdinal(ordinal, at: position)
              return key
            }
          }
        }
        return versions.flatMap { os in keys.map { (Scenario(os: os, key: $0), table) } }
      }
    }
  }

  /// Returns the ordinals a row's cell names: `any` for every value on the releases, `⊇` and
  /// callbacks for every set that holds them, else identifiers.
  static func values(_ text: String, of position: Int, on versions: [OSVersion]) -> [Int] {
    let axis = AxisRegistry.axes[position]
    if text == "any" {
      return (0..<axis.count).filter { ordinal in versions.contains { axis.exists(ordinal, on: $0) }
      }
    }
    if text.hasPrefix("⊇ "), let common = try? CallbackSet(parsing: String(text.dropFirst(2))) {
      return CallbackSet.axis.values.indices.filter {
        CallbackSet.axis.values[$0].isSuperset(of: common)
      }
    }
    return text.components(separatedBy: ", ").map { (try? axis.ordinal(parsing: $0)) ?? -1 }
  }

  /// Returns the scenarios of the small space with one condition off its default whose outcome
  /// cells differ from those of the same scenario with every condition at its default, worked
  /// out one scenario at a time.
  ///
  /// Each scenario with every condition at its default is moved one condition's value at a
  /// time, and kept where every value fits: a space holds exactly the scenarios whose values
  /// fit (`ScenarioKeySweepTests` proves it for every key of every release), and walking the
  /// small space's millions of combinations for the few thousand with one condition off took
  /// most of this suite's time.
  static func differing(_ router: Router) -> Set<Scenario> {
    let conditions = AxisRegistry.axes.indices.filter { AxisRegistry.axes[$0].isCondition }
    var differing: Set<Scenario> = []
    for defaults in smallSpace(conditions: .defaults) {
      let cells = LongTable.outcomeCells(router.route(defaults))
      for position in conditions {
        let axis = AxisRegistry.axes[position]
        for ordinal in 0..<axis.count where ordinal != axis.defaultOrdinal {
          var scenario = defaults
          scenario.key.setOrdinal(ordinal, at: position)
          if scenario.firstMisfit() == nil,
            LongTable.outcomeCells(router.route(scenario)) != cells
          {
            differing.insert(scenario)
          }
        }
      }
    }
    return differing
  }

  @Test(
    "the page lists every cell that differs from its default conditions' cell, and no other",
    arguments: [("shipped", Router.standard), ("scene tap", sceneRouter)])
  func listsExactlyTheDifferingCells(name: String, router: Router) {
    let page = Self.page(router)
    let listed = Self.listed(page)
    let expected = Self.differing(router)
    #expect(!expected.isEmpty, "no condition changes a cell of the small space")
    #expect(listed.count == Set(listed.map(\.scenario)).count, "a cell is listed twice")
    #expect(Set(listed.map(\.scenario)) == expected)
    #expect(listed.allSatisfy { $0.scenario.firstMisfit() == nil })
    for table in page.tables {
      let count = listed.count { $0.table == table }
      #expect(table.caption.contains("cells: \(count.digitsGrouped) · where: "), "\(table.caption)")
    }
  }

  @Test("expanded, the page lists the same cells, a row per release")
  func expanded() {
    let page = Self.page(.standard, expand: true)
    #expect(page.tables.flatMap(\.rows).allSatisfy { $0.heading.facets.versions.count == 1 })
    #expect(
      Set(Self.listed(page).map(\.scenario))
        == Set(Self.listed(Self.page(.standard)).map(\.scenario)))
    #expect(page.tables.map(\.title) == Self.page(.standard).tables.map(\.title))
  }

  @Test("each table's title is what changes in every cell it lists, without rules, basis or notes")
  func tablesGroupByTransition() {
    let builder = ViewBuilder(
      routed: RoutedSpace(Self.space, ledger: nil, indexingCells: false), language: .en)
    for (scenario, table) in Self.listed(Self.page(.standard)) {
      let position = ConditionChanges.conditionPositions.first {
        scenario.key.ordinal(at: $0) != AxisRegistry.axes[$0].defaultOrdinal
      }!
      var defaults = scenario
      defaults.key.setOrdinal(AxisRegistry.axes[position].defaultOrdinal!, at: position)
      let change = CellChange(
        key: scenario, old: LongTable.outcomeCells(Router.standard.route(defaults)),
        new: LongTable.outcomeCells(Router.standard.route(scenario)))
      let differences = change.differences(omitting: ConditionComparison.columnsNamedApart)
      #expect(table.title == builder.transition(differences), "\(scenario)")
    }
  }

  @Test("a scene-based app's cold launch is one group, named with its rule and where it lies")
  func sceneGroup() throws {
    let page = Self.page(Self.sceneRouter)
    let section = try #require(
      page.sections.first { $0.title == "App lifecycle: scene-based (lifecycle=scene)" })
    let table = try #require(
      section.tables.first {
        $0.title
          == "tap: launch>didReceiveResponse → launch>sceneConnect>didReceiveResponse · launch "
          + "payload: launchOptions → connectionOptions"
      })
    #expect(table.id == "lifecycle-scene-\(section.tables.firstIndex(of: table)! + 1)")
    #expect(table.caption.contains("os 13.0, 17.0 × notRunning, forceQuit"))
    #expect(table.caption.contains("lifecycle scene"))
    #expect(!table.caption.contains("authorization"))
    #expect(!table.rows.isEmpty)
    for row in table.rows {
      #expect(row.heading.facets.versions.allSatisfy { $0 >= OSVersion(13) })
      #expect(row.cells.last?.plainText.contains("inferred [\(Self.sceneTap.id)]") == true)
    }
    #expect(page.footnotes.contains { $0.slug == Self.sceneTap.id })
  }

  @Test("the sections are the condition values in registry order, titled in the page's language")
  func sectionsInOrder() {
    let page = Self.page(.standard, language: .zhHans)
    let conditions = ConditionComparison.conditions(in: Self.space)
    let titles = conditions.map { condition in
      let axis = condition.axis
      return "\(axis.title.zhHans): \(axis.labels[condition.ordinal].zhHans) "
        + "(\(axis.id)=\(condition.identifier))"
    }
    let shown = Set(page.sections.map(\.title))
    #expect(!shown.isEmpty)
    #expect(page.sections.map(\.title) == titles.filter(shown.contains))
    #expect(page.title == "各条件下的变化")
    #expect(page.varyingAxes.contains(AxisRegistry.position(ofID: "lifecycle")!))
  }

  @Test("the CSV of the conditions page names each line's table, which its axes do not tell apart")
  func csvNamesTables() throws {
    let page = Self.page(Self.sceneRouter)
    let columns = CSVFormatter.columns(page)
    let title = try #require(columns.firstIndex(of: CSVFormatter.titleColumn))
    let rows = Array(CSVFormatter.rows(page))
    #expect(
      rows.map { $0[title] } == page.tables.flatMap { table in table.rows.map { _ in table.title } }
    )
    let layout = ViewBuilder(
      routed: RoutedSpace(ScenarioSpace(versions: [OSVersion(17)]), ledger: nil), language: .en
    ).page(.byOS)
    #expect(!CSVFormatter.columns(layout).contains(CSVFormatter.titleColumn))
  }

  @Test("a location names a condition off its default and leaves out those at theirs")
  func locationOfACondition() {
    let keys = Self.space.restricted(to: [Lifecycle.scene]).restricted(to: [
      Authorization.authorized
    ])
    .restricted(to: [BackgroundRefresh.on]).restricted(to: [Response.open])
    .restricted(to: [DelegateTiming.atLaunch]).restricted(to: [AppState.notRunning])
    .map { $0 }
    #expect(!keys.isEmpty)
    #expect(
      LocationSummary.describe(keys)
        == "os 13.0, 17.0 × notRunning × callbacks fetchReceive, didReceiveResponse, willPresent+didReceiveResponse × lifecycle scene"
    )
  }

  @Test(
    "transitions leave out the columns a report names apart, and group the rows that change in those alone"
  )
  func omittedColumns() {
    let scenario = Self.space.first { _ in true }!
    let cells = LongTable.outcomeCells(Router.standard.route(scenario))
    let column = { (name: String) in LongTable.outcomeColumns.firstIndex(of: name)! }
    var ruleOnly = cells
    ruleOnly[column("rule")] = "other-rule"
    var tapToo = ruleOnly
    tapToo[column("tap")] = "launch"
    let changes = [
      CellChange(key: scenario, old: cells, new: ruleOnly),
      CellChange(key: scenario, old: cells, new: tapToo),
    ]
    let report = ChangeReport(
      subject: "x", changes: changes, omittedColumns: ConditionComparison.columnsNamedApart)
    #expect(
      report.groups.map(\.transition).sorted() == [
        "nothing but basis, notes, rule", "tap: \(cells[column("tap")]) → launch",
      ])
    #expect(
      ChangeReport(subject: "x", changes: changes).groups.map(\.transition).contains {
        $0.hasPrefix("tap: ") && $0.contains(" · rule: ")
      })
  }
}
