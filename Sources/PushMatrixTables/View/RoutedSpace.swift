import PushMatrixEngine
import PushMatrixModel

/// A scenario space routed once, with the ledger's judgements indexed by scenario and, as the
/// views need, every distinct cell content or what each condition changes worked out once.
///
/// The second stage of the pipeline (``Pipeline``): views look up many cells several times, in
/// several languages; the router computes each outcome once per epoch of releases and key, this
/// walks the space once to index what each scenario shows, and the ledger's judgements are
/// reused release by release rather than judged again.
public struct RoutedSpace: Sendable {
  /// The scenarios.
  public let space: ScenarioSpace
  /// The engine that routed them, the same that judged the ledger.
  public let router: Router
  /// The notes of every routed outcome, by slug.
  public let notes: [String: Note]
  /// The documents that have observations, by the prefix of their observations' IDs (such as
  /// `CO`), in ledger order.
  public let observationPrefixes: [(prefix: String, source: Source)]
  /// The banner, arrival and tap of every routed outcome, each once.
  public let distinctOutcomes: Set<TableView.Cell.Outcome>
  /// The outcome and cell content of every scenario, each distinct one once; empty unless
  /// ``indexesCells``.
  let contents: CellContentIndex
  /// Whether every scenario's cell was worked out up front, as the table views need.
  public let indexesCells: Bool
  /// What each condition changes, worked out up front for the conditions page; `nil` unless
  /// asked for.
  package let conditionChanges: ConditionChanges?
  /// The judgements of the observations of each scenario of the space, on its release alone.
  private let judgementsByScenario: [Scenario: [Judgement]]
  /// Which handlers of each section fold into others (``ViewBuilder/folding(in:)``), worked out
  /// once for every view and language that lays the section out.
  let foldings = Memo<ScenarioKey, ViewBuilder.Folding>()

  /// Routes every scenario of the space and indexes the ledger's judgements, if any.
  ///
  /// - Parameters:
  ///   - space: the scenarios.
  ///   - ledger: the judged observations; the same router must have judged them.
  ///   - router: the engine.
  ///   - indexingCells: whether to work out every scenario's cell up front, as the table views
  ///     need. The long view makes its rows from the router as they are written, so without
  ///     the index, which takes memory in proportion to the space, it streams a space of any
  ///     size in the same memory.
  ///   - comparingConditions: whether to compare each condition value of the space besides the
  ///     defaults with the defaults, as the conditions page needs.
  public init(
    _ space: ScenarioSpace, ledger: Ledger?, router: Router = .standard,
    indexingCells: Bool = true, comparingConditions: Bool = false
  ) {
    self.space = space
    self.router = router
    indexesCells = indexingCells
    var judgements: [Scenario: [Judgement]] = [:]
    var prefixes: [(prefix: String, source: Source)] = []
    var knownPrefixes: Set<String> = []
    for judgement in ledger?.judgements ?? [] {
      let observation = judgement.observation
      // The tables answer in native callbacks; an SDK's handlers have pages of their own.
      for (scenario, single) in judgement.onEach(where: space.contains)
      where observation.sdk == nil {
        judgements[scenario, default: []].append(single)
      }
      let prefix = String(observation.id.prefix { $0 != "-" })
      if knownPrefixes.insert(prefix).inserted { prefixes.append((prefix, observation.source)) }
    }
    judgementsByScenario = judgements
    observationPrefixes = prefixes
    contents = CellContentIndex(
      indexingCells ? space : ScenarioSpace(versions: []), router: router,
      observed: Set(judgements.keys))
    distinctOutcomes = Set(contents.contents.map(\.outcome))
    notes = contents.notes
    conditionChanges = comparingConditions ? ConditionChanges(space, router: router) : nil
  }

  /// Returns the engine's outcome for a scenario.
  public func outcome(_ scenario: Scenario) -> Outcome {
    router.route(scenario)
  }

  /// Returns the judgements of the observations that speak of this very scenario, each on the
  /// scenario's release alone, in the ledger's order.
  public func judgements(_ scenario: Scenario) -> [Judgement] {
    judgementsByScenario[scenario] ?? []
  }
}
