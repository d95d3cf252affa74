import PushMatrixModel

/// The outcome number of every key routed in one table of the ``OutcomeCache``, kept in pages
/// that are allocated when a key in them is first stored.
///
/// A page holds the keys of one combination of the conditions' values (``ScenarioKey/parts``).
/// Commands route the documents' conditions, each condition on its own and pairs of them, so
/// they touch a few pages of the thousands the conditions' cross product makes; only
/// `--conditions all` fills every page.
struct OutcomeTable: Sendable {
  /// The pages, by the combination of the conditions' values; `nil` until a key in it is stored.
  private var pages: [[Int32]?] = Array(repeating: nil, count: AxisRegistry.conditionCombinations)

  /// Returns the number of a key's outcome, or `nil` before the key is stored.
  subscript(key: ScenarioKey) -> Int32? {
    let (slot, page) = key.parts
    guard let number = pages[page]?[slot], number >= 0 else { return nil }
    return number
  }

  /// Stores the number of a key's outcome.
  mutating func store(_ number: Int32, for key: ScenarioKey) {
    let (slot, page) = key.parts
    if pages[page] == nil { pages[page] = Array(repeating: -1, count: Self.pageSize) }
    pages[page]![slot] = number
  }

  /// The number of pages allocated so far: what the table costs, for tests and measurements.
  var allocatedPages: Int { pages.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  /// The number of combinations of the values of the axes that are no conditions: the slots of
  /// one page.
  private static let pageSize = AxisRegistry.keyCount / AxisRegistry.conditionCombinations
}
