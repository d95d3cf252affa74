extension DecisionTree where Question == FlowchartQuestion, Leaf == FlowchartLeaf {
  /// Grows the tree of the arrival decisions the engine makes for some scenarios.
  ///
  /// The tree is grown greedily, as ID3 grows one: each branch asks the question that leaves the
  /// fewest distinct deciding arrival rules on its two sides together, the earlier question on a
  /// tie, until one rule decides every scenario of a branch; then, where that rule shows a banner
  /// for some scenarios and not for others, it goes on the same way until the banner is settled
  /// too. Counting rules, rather than weighing them, keeps the trees small: it asks first what
  /// splits the rules into groups that share no rule, such as the release that introduced the
  /// background mode. Every count is an integer, so the tree is the same on every platform.
  ///
  /// - Parameters:
  ///   - scenarios: the scenarios, such as every key of one app state on one release per epoch.
  ///   - router: the engine whose decisions the tree shows.
  ///   - questions: the questions the tree may ask, in the order ties go.
  /// - Returns: the tree; a leaf names more than one rule, or both banners, only where no
  ///   question tells its scenarios apart.
  static func grow(
    _ scenarios: [Scenario], router: Router, questions: [FlowchartQuestion]
  ) -> Self {
    let decisions = scenarios.map { Decision(router.trail($0)) }
    let answers = questions.map { question in scenarios.map(question.answer) }
    // What a branch tells apart: first the rule, then the rule and the banner.
    let targets: [(Decision) -> String] = [\.rule, { $0.rule + ($0.banner ? " banner" : "") }]
    func grow(_ members: [Int], asking candidates: [Int], target: Int) -> Self {
      let distinct = { (members: [Int]) in Set(members.map { targets[target](decisions[$0]) }) }
      guard distinct(members).count > 1 else {
        guard target + 1 < targets.count else { return .leaf(leaf(members)) }
        return grow(members, asking: candidates, target: target + 1)
      }
      var best: (question: Int, count: Int)?
      for question in candidates {
        let yes = members.filter { answers[question][$0] }
        guard !yes.isEmpty, yes.count < members.count else { continue }
        let count = distinct(yes).count + distinct(members.filter { !answers[question][$0] }).count
        if count < best?.count ?? .max { best = (question, count) }
      }
      guard let question = best?.question else { return .leaf(leaf(members)) }
      let rest = candidates.filter { $0 != question }
      return .branch(
        questions[question],
        yes: grow(members.filter { answers[question][$0] }, asking: rest, target: target),
        no: grow(members.filter { !answers[question][$0] }, asking: rest, target: target))
    }
    func leaf(_ members: [Int]) -> FlowchartLeaf {
      let decided = members.map { decisions[$0] }
      return FlowchartLeaf(
        rules: Set(decided.map(\.rule)).sorted(),
        banners: Set(decided.map(\.banner)).sorted { !$0 && $1 },
        arrivals: Set(decided.map(\.arrival)).sorted {
          ($0.isEmpty ? 1 : 0, CallSequence.text($0)) < ($1.isEmpty ? 1 : 0, CallSequence.text($1))
        },
        quirks: Set(decided.compactMap(\.quirk)).sorted())
    }
    return grow(Array(scenarios.indices), asking: Array(questions.indices), target: 0)
  }

  /// What the arrival rule decided for one scenario, and the quirk that changed it, if any.
  private struct Decision {
    /// The deciding arrival rule's ID.
    var rule: String
    /// Whether the rule shows a banner.
    var banner: Bool
    /// The callbacks the rule calls on arrival.
    var arrival: [Callback]
    /// The quirk that changed the rule's banner or calls, by ID.
    var quirk: String?

    /// Reads the decision off the engine's trail of a scenario.
    init(_ trail: Router.Trail) {
      let decided = trail.arrivalRule.decide(trail.context)
      rule = trail.arrivalRule.id
      banner = decided.banner
      arrival = decided.calls
      let outcome = trail.outcome
      quirk =
        outcome.banner != decided.banner || outcome.arrival != decided.calls
        ? trail.quirk?.id : nil
    }
  }
}
