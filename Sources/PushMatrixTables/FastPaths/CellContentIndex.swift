import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// The distinct cell contents of a routed space, each worked out once, and which scenario on
/// which release shows which.
///
/// The reader views lay out some 15,000 cells each, in several languages, but those cells show
/// only a few hundred distinct outcomes (``Router/outcomeNumber(_:)``), and so a few hundred
/// distinct contents. Builders look scenarios up a row of releases at a time, as every view lays
/// releases along one axis, compare numbers instead of cells, and word each distinct content
/// once per language.
struct CellContentIndex: Sendable {
  /// What the index knows of one scenario on one release.
  enum Entry: Sendable, Equatable {
    /// The space has no such scenario on the release: an axis value that does not exist yet.
    case absent
    /// A document observed the scenario: its cell is built with the observations.
    case observed
    /// The number of the cell's content in ``CellContentIndex/contents``.
    case content(Int)
  }

  /// Every distinct content of a cell of the space, observed or not; its number is its index
  /// here.
  let contents: [CellContent]
  /// The notes of every routed outcome, by slug.
  let notes: [String: Note]
  /// For each key of the space, what it shows on each release of the space, in release order.
  private let entries: [ScenarioKey: [Entry]]

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
    // Scenarios with equal outcomes share the outcome's content: by outcome number, its number.
    var numberOfOutcome: [Int?] = []
    var entries: [ScenarioKey: [Entry]] = [:]
    for (release, (os, keys)) in space.releases.enumerated() {
      for (key, outcome) in zip(keys, router.outcomeNumbers(of: keys, on: os)) {
        let outcome = Int(outcome)
        if outcome >= numberOfOutcome.count {
          numberOfOutcome += Array(repeating: nil, count: outcome + 1 - numberOfOutcome.count)
        }
        let number =
          numberOfOutcome[outcome]
          ?? {
            let routed = router.outcome(numbered: outcome)
            for note in routed.notes { notes[note.id] = note }
            let number = Self.number(
              of: CellContent(routed, router: router), in: &contentNumbers)
            numberOfOutcome[outcome] = number
            return number
          }()
        entries[key, default: Array(repeating: .absent, count: space.versions.count)][release] =
          observed.contains(Scenario(os: os, key: key)) ? .observed : .content(number)
      }
    }
    contents = contentNumbers.sorted { $0.value < $1.value }.map(\.key)
    self.notes = notes
    self.entries = entries
  }

  /// Returns what a key shows on every release of the space, in release order, or `nil` when
  /// the space has no scenario with that key.
  func entries(_ key: ScenarioKey) -> [Entry]? { entries[key] }

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
