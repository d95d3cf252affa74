import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Decision flowcharts grown from the engine")
struct FlowchartTests {
  /// The flowcharts' tree of each app state, as `generate` grows them, by the state's ordinal.
  static func trees(router: Router = .standard) -> [DecisionTree<FlowchartQuestion, FlowchartLeaf>]
  {
    ViewBuilder(
      routed: RoutedSpace(.default, ledger: nil, router: router, indexingCells: false),
      language: .en
    ).flowchartTrees()
  }

  /// Returns the leaf a scenario reaches.
  static func leaf(
    _ tree: DecisionTree<FlowchartQuestion, FlowchartLeaf>, _ scenario: Scenario
  ) -> FlowchartLeaf {
    switch tree {
    case .branch(let question, let yes, let no):
      leaf(question.answer(scenario) ? yes : no, scenario)
    case .leaf(let leaf): leaf
    }
  }

  @Test("every scenario of the default matrix reaches the leaf of the rule that decides it")
  func leavesDecide() {
    let trees = Self.trees()
    var wrong: [String] = []
    for scenario in ScenarioSpace.default {
      let leaf = Self.leaf(trees[AppState.axis.ordinal(of: scenario.state)], scenario)
      let trail = Router.standard.trail(scenario)
      let decided = trail.arrivalRule.decide(trail.context)
      if leaf.rules != [trail.arrivalRule.id] || leaf.banners != [decided.banner]
        || !leaf.arrivals.contains(decided.calls)
        || (trail.outcome.arrival != decided.calls && !leaf.quirks.contains(trail.quirk?.id ?? ""))
      {
        wrong.append("\(scenario): \(leaf.rules), \(trail.arrivalRule.id)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) scenarios, such as \(wrong.prefix(3))")
  }

  @Test("each state's chart names exactly the arrival rules that decide its scenarios")
  func everyRuleNamed() {
    let trees = Self.trees()
    for state in AppState.allCases {
      let fired = Set(
        ScenarioSpace.default.restricted(to: [state]).map {
          Router.standard.route($0).arrivalRule
        })
      let named = Set(trees[AppState.axis.ordinal(of: state)].leaves.flatMap(\.rules))
      #expect(named == fired, "\(state)")
    }
  }

  @Test("each chart stays readable: at most 25 questions and leaves")
  func readable() {
    for (state, tree) in zip(AppState.allCases, Self.trees()) {
      #expect(tree.nodeCount <= 25, "\(state): \(tree.nodeCount) nodes")
      #expect(tree.nodeCount > 1, "\(state)")
    }
  }

  /// An engine without the rule that settles a silent push to an app without the background
  /// mode, with a last rule that decides whatever no other does.
  static let routerWithFallback: Router = {
    let fallback = ArrivalRule(
      id: "test-fallback", basis: .inferred, sources: [], summary: "Whatever is left.",
      applies: { _ in true },
      decide: { _ in Arrival(banner: false, calls: [], appIsAlive: false) }, examples: [])
    return Router(
      arrivalRules: ArrivalRules.all.filter { $0.id != ArrivalRules.silentNeedsBackgroundMode.id }
        + [fallback], tapRules: TapRules.all, quirks: Quirks.all)
  }()

  @Test("the charts come from the engine: without a rule they name the rule that takes its place")
  func grownFromTheEngine() {
    let standard = Self.trees()
    let changed = Self.trees(router: Self.routerWithFallback)
    for (state, (before, after)) in zip(AppState.allCases, zip(standard, changed)) {
      let rules = Set(before.leaves.flatMap(\.rules))
      #expect(rules.contains(ArrivalRules.silentNeedsBackgroundMode.id) == (state != .foreground))
      #expect(!after.leaves.flatMap(\.rules).contains(ArrivalRules.silentNeedsBackgroundMode.id))
      #expect(after.leaves.flatMap(\.rules).contains("test-fallback") == (state != .foreground))
      #expect((before == after) == (state == .foreground), "\(state)")
    }
    let page = ViewBuilder(
      routed: RoutedSpace(.default, ledger: nil, router: Self.routerWithFallback),
      language: .en
    ).flowchartPage()
    let markdown = FlowchartMarkdownFormatter.format(page, options: RenderOptions())
    #expect(markdown.contains("[\"test-fallback<br/>no banner · arrival → nothing\"]"))
    #expect(page.footnotes.contains { $0.slug == "test-fallback" })
  }

  @Test("the questions come from the registry: each axis but the state is asked about")
  func questionsFromRegistry() {
    let state = AxisRegistry.position(of: AppState.self)
    let questions = FlowchartQuestion.candidates(for: .default, excluding: [state])
    for (position, axis) in AxisRegistry.axes.enumerated() where position != state {
      let asked = questions.contains {
        switch $0 {
        case .value(let asked, _): asked == position
        case .implements: axis.id == CallbackSet.axis.id
        case .release: false
        }
      }
      #expect(asked, "\(axis.id) is never asked about")
    }
    #expect(questions.contains(.release(OSVersion(10))))
  }

  @Test("the charts are grown under the documents' conditions: they ask about no condition axis")
  func defaultConditions() {
    func positions(_ tree: DecisionTree<FlowchartQuestion, FlowchartLeaf>) -> Set<Int> {
      guard case .branch(let question, let yes, let no) = tree else { return [] }
      let position: Set<Int> =
        if case .value(let position, _) = question { [position] } else { [] }
      return position.union(positions(yes)).union(positions(no))
    }
    let asked = Self.trees().reduce(into: Set<Int>()) { $0.formUnion(positions($1)) }
    let conditions = AxisRegistry.axes.indices.filter { AxisRegistry.axes[$0].isCondition }
    #expect(!conditions.isEmpty)
    #expect(asked.isDisjoint(with: conditions), "\(asked.map { AxisRegistry.axes[$0].id })")
    #expect(!asked.isEmpty)
  }

  @Test("the page names each state once and notes every rule and quirk its charts name")
  func page() {
    let page = ViewBuilder(
      routed: RoutedSpace(.default, ledger: nil, indexingCells: false), language: .zhHans
    ).flowchartPage()
    #expect(page.charts.map(\.heading.key) == AppState.allCases.map(\.rawValue))
    #expect(page.charts.map(\.heading.label) == ["前台", "后台", "挂起", "关闭状态", "杀死"])
    let named = Set(page.charts.flatMap { $0.tree.leaves.flatMap { $0.rules + $0.quirks } })
    #expect(Set(page.footnotes.map(\.slug)) == named)
    #expect(named.contains(Quirks.ios18DuplicateWillPresent.id))
  }

  @Test("a quirk's releases are worded from its range, and only where it leaves releases out")
  func quirkReleaseWords() {
    let versions = OSCatalog.versions
    let words = { (range: Range<OSVersion>, language: Language) in
      Phrase.releases(range, among: versions, language: language)
    }
    #expect(words(OSVersion(18, 0)..<OSVersion(18, 1), .en) == "iOS 18.0 only")
    #expect(words(OSVersion(18, 0)..<OSVersion(18, 1), .zhHans) == "仅 iOS 18.0")
    #expect(words(OSVersion(18, 0)..<OSVersion(18, 1), .zhHant) == "僅 iOS 18.0")
    #expect(words(OSVersion(12, 3, 1)..<OSVersion(12, 3, 2), .en) == "iOS 12.3.1 only")
    #expect(
      words(OSVersion(10, 0)..<OSVersion(12, 3), .en) == "iOS 10.0 up to, not including, 12.3")
    #expect(words(OSVersion(10, 0)..<OSVersion(12, 3), .zhHant) == "iOS 10.0 起至 12.3 之前")
    #expect(words(OSVersion(17, 0)..<OSCatalog.beyondCatalog, .en) == "iOS 17.0 and later")
    // A range that holds every release the page shows limits nothing there.
    #expect(words(OSVersion(1, 0)..<OSCatalog.beyondCatalog, .en) == nil)
  }

  @Test(
    "a flowchart leaf carrying a quirk of some releases names them, in each language and format",
    arguments: Language.allCases)
  func quirkLeaves(language: Language) throws {
    let page = ViewBuilder(
      routed: RoutedSpace(.default, ledger: nil, indexingCells: false), language: language
    ).flowchartPage()
    let quirk = Quirks.ios18DuplicateWillPresent
    let only = ["iOS 18.0 only", "仅 iOS 18.0", "僅 iOS 18.0"][
      Language.allCases.firstIndex(of: language)!]
    let leaves = page.charts.flatMap { $0.tree.leaves }.filter { $0.quirks.contains(quirk.id) }
    try #require(!leaves.isEmpty)
    for leaf in leaves {
      #expect(leaf.quirkReleases[quirk.id] == only)
    }
    let markdown = FlowchartMarkdownFormatter.format(page, options: RenderOptions())
    let open = language == .en ? " (" : "("
    let close = language == .en ? ")" : ")"
    let label = Phrase.kindQuirk.text(language) + ": " + quirk.id + open + only + close
    #expect(
      markdown.components(separatedBy: label.mermaidEscaped).count - 1 == leaves.count,
      "\(language)")
    let html = FlowchartHTMLFormatter.format(page, options: RenderOptions())
    #expect(
      html.components(separatedBy: "\(quirk.id)</a>\(open)\(only)\(close)").count - 1
        == leaves.count, "\(language)")
  }
}
