/// The distinct outcomes and cell contents of a routed space, each worked out once, and which
/// scenario on which release shows which.
///
/// The reader views lay out some 15,000 cells each, in several languages, but the engine
/// computes each outcome once for all scenarios that share a ``Router/outcomeSlot(_:)``, and
/// those outcomes show only a few hundred distinct contents. Builders look scenarios up a row
/// of releases at a time, as every view lays releases along one axis, compare numbers instead
/// of cells, and word each distinct content once per language.
struct CellContentIndex: Sendable {
  /// What the index knows of one scenario.
  struct Entry: Sendable {
    /// The number of the engine's banner, arrival and tap: equal numbers, equal answers.
    var outcome: Int
    /// The number of the content of the scenario's cell in ``CellContentIndex/contents``, or
    /// `nil` when a document observed the scenario.
    var content: Int?
  }

  /// Every distinct content of a cell that no document observed; its number is its index here.
  let contents: [CellContent]
  /// Every distinct banner, arrival and tap; its number is its index here.
  let outcomes: [TableView.Cell.Outcome]
  /// The notes of every routed outcome, by slug.
  let notes: [String: Note]
  /// The entries of each key of the space, one per release of the space, in release order.
  private let entries: [ScenarioKey: [Entry]]

  /// Routes every scenario of a space once and works out its outcome and content.
  ///
  /// - Parameters:
  ///   - space: the scenarios.
  ///   - router: the engine.
  ///   - observed: the scenarios a document observed, whose cells are built with their
  ///     observations instead.
  init(_ space: ScenarioSpace, router: Router, observed: Set<Scenario>) {
    var outcomeNumbers: [TableView.Cell.Outcome: Int] = [:]
    var contentNumbers: [CellContent: Int] = [:]
    var notes: [String: Note] = [:]
    // Scenarios in one outcome slot share one outcome, so they share its entry.
    var slotted = [Entry?](repeating: nil, count: router.outcomeSlotCount)
    var entries: [ScenarioKey: [Entry]] = [:]
    let releases = Dictionary(uniqueKeysWithValues: space.versions.enumerated().map { ($1, $0) })
    for scenario in space {
      let slot = router.outcomeSlot(scenario)
      var entry: Entry
      if let known = slotted[slot] {
        entry = known
      } else {
        let outcome = router.route(scenario)
        for note in outcome.notes { notes[note.id] = note }
        let content = CellContent(outcome, router: router)
        entry = Entry(
          outcome: Self.number(of: content.outcome, in: &outcomeNumbers),
          content: Self.number(of: content, in: &contentNumbers))
        slotted[slot] = entry
      }
      if observed.contains(scenario) { entry.content = nil }
      entries[scenario.key, default: Array(repeating: entry, count: releases.count)][
        releases[scenario.os]!] = entry
    }
    contents = contentNumbers.sorted { $0.value < $1.value }.map(\.key)
    outcomes = outcomeNumbers.sorted { $0.value < $1.value }.map(\.key)
    self.notes = notes
    self.entries = entries
  }

  /// Returns the entries of a key on every release of the space, in release order, or `nil`
  /// when the space has no scenario with that key.
  func entries(_ key: ScenarioKey) -> [Entry]? { entries[key] }

  /// Returns the outcome numbers of every key of the space on one release, in key order.
  ///
  /// - Parameter release: the index of the release in the space's releases.
  /// - Returns: one outcome number per key.
  func outcomes(onRelease release: Int) -> [Int] {
    entries.keys.sorted().map { entries[$0]![release].outcome }
  }

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
