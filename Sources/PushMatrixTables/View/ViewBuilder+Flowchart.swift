import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// The releases the flowcharts route: the first of the space's releases in each of the
  /// engine's epochs, between whose boundaries every release routes alike, so that the charts
  /// meet every rule the space meets.
  var flowchartReleases: [OSVersion] {
    let boundaries = routed.router.epochBoundaries
    var epochs: Set<Int> = []
    return space.versions.filter { os in
      epochs.insert(boundaries.lastIndex { $0 <= os } ?? -1).inserted
    }
  }

  /// Returns the decisions the engine makes for each app state of the space, by the state's
  /// position among the space's states, in no language yet.
  ///
  /// Each tree is grown by ``DecisionTree/grow(_:router:questions:)`` from every scenario of
  /// its state on ``flowchartReleases``, with every value of every other axis the space holds,
  /// and asks the questions ``FlowchartQuestion/candidates(for:excluding:)`` reads off the
  /// registry.
  package func flowchartTrees() -> [DecisionTree<FlowchartQuestion, FlowchartLeaf>] {
    var space = space
    space.versions = flowchartReleases
    let questions = FlowchartQuestion.candidates(for: space, excluding: [Self.statePosition])
    return space.choices[Self.statePosition].map { state in
      var scenarios = space
      scenarios.restrict(axisAt: Self.statePosition, to: [state])
      return DecisionTree.grow(Array(scenarios), router: routed.router, questions: questions)
    }
  }

  /// Returns the decision flowchart of each app state of the space, as a page.
  ///
  /// - Parameter trees: the trees of ``flowchartTrees()`` of a builder of the same routed space,
  ///   in any language; by default this builder's.
  /// - Returns: the page, in the builder's language.
  package func flowchartPage(
    _ trees: [DecisionTree<FlowchartQuestion, FlowchartLeaf>]? = nil
  ) -> FlowchartPage {
    let trees = trees ?? flowchartTrees()
    let charts = zip(space.choices[Self.statePosition], trees).map { state, tree in
      FlowchartPage.Chart(
        heading: stateHeading(state),
        tree: tree.map(question: { $0.text(language) }, leaf: answer))
    }
    let named = Set(charts.flatMap { $0.tree.leaves.flatMap { $0.rules + $0.quirks } })
    let releases = flowchartReleases
    let intro = Phrase.introFlowchart.text(
      language, String(releases.count), releases.first?.description, releases.last?.description)
    return FlowchartPage(
      language: language, title: text(.titleFlowchart), intro: intro,
      legend: [
        .init(
          title: nil,
          items: [Phrase.legendQuestion, .legendAnswer, .legendQuirk].map {
            .init(term: nil, text: text($0))
          }),
        stateLegend, callbackLegend,
      ],
      charts: charts,
      footnotes: FootnoteCatalog(router: routed.router, notes: [:], language: language).ordered
        .filter { named.contains($0.slug) })
  }

  /// Returns a leaf worded: its rules, what they do, and the quirks that change it, each with
  /// the releases it is limited to (``Phrase/releases(_:among:language:)``).
  private func answer(_ leaf: FlowchartLeaf) -> FlowchartPage.Answer {
    var quirkReleases: [String: String] = [:]
    for quirk in routed.router.quirks where leaf.quirks.contains(quirk.id) {
      quirkReleases[quirk.id] = Phrase.releases(
        quirk.versions, among: space.versions, language: language)
    }
    let banner =
      leaf.banners.count == 1 ? text(leaf.banners[0] ? .banner : .noBanner) : text(.either)
    let arrivals = leaf.arrivals.map {
      $0.isEmpty ? text(.nothing) : $0.map(\.rawValue).joined(separator: " → ")
    }
    return FlowchartPage.Answer(
      rules: leaf.rules,
      outcome: banner + " · " + text(.arrival) + " → " + arrivals.joined(separator: " / "),
      quirks: leaf.quirks, quirkReleases: quirkReleases)
  }
}
