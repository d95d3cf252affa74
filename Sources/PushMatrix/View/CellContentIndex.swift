/// The distinct cell contents of a routed space, each worked out once, and which scenario on
/// which release shows which.
///
/// The reader views lay out some 15,000 cells each, in several languages, but the engine
/// computes each outcome once for all scenarios that share a ``Router/outcomeSlot(_:)``, and
/// those outcomes show only a few hundred distinct contents. Builders look scenarios up a row
/// of releases at a time, as every view lays releases along one axis, compare numbers instead
/// of cells, and word each distinct content once per language.
struct CellContentIndex: Sendable {
  /// Every distinct content of a cell of the space, observed or not; its number is its index
  /// here.
  let contents: [CellContent]
  /// The notes of every routed outcome, by slug.
  let notes: [String: Note]
  /// For each key of the space, the number of its cell's content on each release of the space,
  /// in release order, or `nil` where a document observed the scenario.
  private let entries: [ScenarioKey: [Int?]]

  /// Routes every scenario of a space once and works out its content.
  ///
  /// - Parameters:
  ///   - space: the scenarios.
  ///   - router: the engine.
  ///   - observed: the scenarios a document observed, whose cells are built with their
  ///     observations instead.
  init(_ space: ScenarioSpace, router: Router, observed: Set<Scenario>) {
    var contentNumbers: [CellContent: Int] = [:]
    var notes: [String: Note] = [:]
    // Scenarios in one outcome slot share one outcome, so they share its content.
    var slotted = [Int?](repeating: nil, count: router.outcomeSlotCount)
    var entries: [ScenarioKey: [Int?]] = [:]
    let releases = Dictionary(uniqueKeysWithValues: space.versions.enumerated().map { ($1, $0) })
    for scenario in space {
      let slot = router.outcomeSlot(scenario)
      let number =
        slotted[slot]
        ?? {
          let outcome = router.route(scenario)
          for note in outcome.notes { notes[note.id] = note }
          let number = Self.number(of: CellContent(outcome, router: router), in: &contentNumbers)
          slotted[slot] = number
          return number
        }()
      entries[scenario.key, default: Array(repeating: nil, count: releases.count)][
        releases[scenario.os]!] = observed.contains(scenario) ? nil : number
    }
    contents = contentNumbers.sorted { $0.value < $1.value }.map(\.key)
    self.notes = notes
    self.entries = entries
  }

  /// Returns the content numbers of a key on every release of the space, in release order (`nil`
  /// where a document observed the scenario), or `nil` when the space has no scenario with
  /// that key.
  func entries(_ key: ScenarioKey) -> [Int?]? { entries[key] }

  /// Returns the number of a value among those numbered so far, numbering it if it is new.
  private static func number<Value: Hashable>(of value: Value, in numbers: inout [Value: Int])
    -> Int
  {
    if let number = numbers[value] { return number }
    let number = numbers.count
    numbers[value] = number
    return number
  }
}
