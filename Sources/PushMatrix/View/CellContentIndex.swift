/// The distinct outcomes and cell contents of a routed space, each worked out once, and which
/// scenario on which release shows which.
///
/// The reader views lay out some 15,000 cells each, in several languages, but the engine
/// computes each outcome once for all scenarios that share a ``Router/outcomeKey(_:)``, and
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
  /// The entries of the scenarios, by the position of the scenario within its release in the
  /// space's order, then by the index of the release.
  private let entries: [[Entry]]
  /// The position of each scenario within its release, by the scenario without its release.
  private let positions: [Slot: Int]

  /// A scenario with its release left out.
  fileprivate struct Slot: Hashable {
    var state: AppState
    var callbacks: CallbackSet
    var payload: Payload
    var presentation: Presentation
    var backgroundMode: BackgroundMode
  }

  /// Works out the outcome and content of every scenario of a routed space.
  init(_ routed: RoutedSpace) {
    let router = routed.router
    let releases = routed.space.versions
    var outcomeNumbers: [TableView.Cell.Outcome: Int] = [:]
    var contentNumbers: [CellContent: Int] = [:]
    // Scenarios with one outcome key share one outcome, so they share its entry.
    var keyed = [(outcome: Outcome, entry: Entry)?](repeating: nil, count: router.outcomeKeyCount)
    var positions: [Slot: Int] = [:]
    var entries: [[Entry]] = []
    // The outcome and entry of each position on the previous release.
    var previous: [(outcome: Outcome, entry: Entry)] = []
    var release = -1
    var position = 0
    for scenario in routed.space {
      // The space lists the scenarios of each release in turn, always in the same order.
      if release < 0 || scenario.os != releases[release] {
        release += 1
        position = 0
      }
      let key = router.outcomeKey(scenario)
      var current: (outcome: Outcome, entry: Entry)
      if let key, let known = keyed[key] {
        current = known
      } else {
        let outcome = routed.outcome(scenario)
        if release > 0, previous[position].outcome == outcome {
          // Keys change at every epoch boundary, but most outcomes stay the same.
          current = (outcome, previous[position].entry)
        } else {
          let content = CellContent(outcome, ruleBasis: routed.ruleBasis, observed: false)
          current = (
            outcome,
            Entry(
              outcome: Self.number(of: content.outcome, in: &outcomeNumbers),
              content: Self.number(of: content, in: &contentNumbers))
          )
        }
        if let key { keyed[key] = current }
      }
      if release == 0 {
        positions[Slot(scenario)] = position
        entries.append([current.entry])
        previous.append(current)
      } else {
        entries[position].append(current.entry)
        previous[position] = current
      }
      position += 1
    }
    for scenario in routed.observedScenarios {
      entries[positions[Slot(scenario)]!][releases.firstIndex(of: scenario.os)!].content = nil
    }
    contents = contentNumbers.sorted { $0.value < $1.value }.map(\.key)
    self.entries = entries
    self.positions = positions
  }

  /// Returns the entries of a scenario on every release of the space, in release order.
  ///
  /// - Precondition: the space holds the scenario on its releases.
  func entries(
    state: AppState, callbacks: CallbackSet, payload: Payload, presentation: Presentation,
    backgroundMode: BackgroundMode
  ) -> [Entry] {
    let slot = Slot(
      state: state, callbacks: callbacks, payload: payload, presentation: presentation,
      backgroundMode: backgroundMode)
    return entries[positions[slot]!]
  }

  /// Returns the outcome numbers of every scenario of the space on one release.
  ///
  /// - Parameter release: the index of the release in the space's releases.
  /// - Returns: the numbers, in the order the space lists the scenarios.
  func outcomes(onRelease release: Int) -> [Int] {
    entries.map { $0[release].outcome }
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

extension CellContentIndex.Slot {
  init(_ scenario: Scenario) {
    self.init(
      state: scenario.state, callbacks: scenario.callbacks, payload: scenario.payload,
      presentation: scenario.presentation, backgroundMode: scenario.backgroundMode)
  }
}
