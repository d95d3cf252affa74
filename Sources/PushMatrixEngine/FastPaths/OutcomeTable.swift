import PushMatrixModel

/// The outcome numbers of one table of ``OutcomeCache``, by key, allocated a page at a time.
///
/// The condition axes come last in the registry, so a key's last digits are its conditions. A
/// page holds every key of one combination of those trailing conditions, and is allocated when
/// the first of its keys is routed: a space that holds most conditions at their defaults, as the
/// goldens, the pages and `explain` do, costs a few pages, not the whole cross product of the
/// conditions.
struct OutcomeTable: Sendable {
  /// The number of combinations of the trailing condition axes: one page each.
  static let pageCount = AxisRegistry.axes.reversed().prefix { $0.isCondition }
    .reduce(1) { $0 * $1.count }
  /// The number of keys with one combination of the trailing conditions.
  static let pageSize = AxisRegistry.keyCount / pageCount

  /// The pages, `nil` until one of their keys is stored.
  private var pages: [[Int32]?] = Array(repeating: nil, count: pageCount)

  /// The number of a key's outcome, or -1 before the key is routed.
  subscript(key: Int) -> Int32 {
    get { pages[key % Self.pageCount]?[key / Self.pageCount] ?? -1 }
    set {
      let page = key % Self.pageCount
      if pages[page] == nil { pages[page] = Array(repeating: -1, count: Self.pageSize) }
      pages[page]![key / Self.pageCount] = newValue
    }
  }

  /// The number of pages allocated so far.
  var allocatedPages: Int { pages.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
}
