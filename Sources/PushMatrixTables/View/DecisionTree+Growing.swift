import PushMatrixEngine
import PushMatrixModel

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
    let arrivalRules = Dictionary(router.arrivalRules.map { ($0.id, $0) }) { first, _ in first }
    let decisions = scenarios.map { Decision($0, router: router, rules: arrivalRules) }
    let answers = questions.map { question in scenarios.map(question.answer) }
    // What a branch tells apart, as numbers: first the rule, then the rule and the banner.
    let rules = Set(decisions.map(\.rule)).sorted()
    let ruleNumbers = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
    let targets = [
      decisions.map { ruleNumbers[$0.rule]! },
      decisions.map { ruleNumbers[$0.rule]! * 2 + ($0.banner ? 1 : 0) },
    ]
    let classCount = rules.count * 2
    /// Returns how many distinct classes the members answering yes, and those answering no,
    /// hold together, and how many answer yes; every member answers yes to no question.
    func distinct(_ members: [Int], _ target: [Int], _ answer: [Bool]?) -> (count: Int, yes: Int) {
      var seen = [Bool](repeating: false, count: classCount * 2)
      var count = 0
      var yes = 0
      for member in members {
        let answeredYes = answer?[member] ?? true
        if answeredYes { yes += 1 }
        let slot = (answeredYes ? 0 : classCount) + target[member]
        if !seen[slot] {
          seen[slot] = true
          count += 1
        }
      }
      return (count, yes)
    }
    func grow(_ members: [Int], asking candidates: [Int], target: Int) -> Self {
      guard distinct(members, targets[target], nil).count > 1 else {
        guard target + 1 < targets.count else { return .leaf(leaf(members)) }
        return grow(members, asking: candidates, target: target + 1)
      }
      var best: (question: Int, count: Int)?
      for question in candidates {
        let (count, yes) = distinct(members, targets[target], answers[question])
        guard yes > 0, yes < members.count else { continue }
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
    var arrival: Calls
    /// The quirk that changed the rule's banner or calls, by ID.
    var quirk: String?

    /// Reads the decision off the engine's answer for a scenario, which it computes once per
    /// epoch, and, where a quirk applied, off the deciding rule, the first of its ID as the
    /// engine's.
    init(_ scenario: Scenario, router: Router, rules: [String: ArrivalRule]) {
      let outcome = router.route(scenario)
      rule = outcome.arrivalRule
      banner = outcome.banner
      arrival = outcome.arrival
      // Only a quirk changes what the arrival rule decided.
      guard let applied = outcome.quirk else { return }
      let decided = rules[outcome.arrivalRule]!.decide(RoutingContext(scenario))
      banner = decided.banner
      arrival = decided.calls
      if outcome.banner != decided.banner || outcome.arrival != decided.calls { quirk = applied }
    }
  }
}
