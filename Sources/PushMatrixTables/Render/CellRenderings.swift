/// The renderings of the distinct cells of a page in one format, each made once.
///
/// A reader page shows some 5,000 cells but only a few hundred distinct ones, and escaping a
/// cell costs far more than looking it up. The lookup goes by the identity of the runs' array:
/// ``ViewBuilder`` gives every occurrence of a cell that no document observed the same array,
/// so the lookup finds them all for the price of hashing one address, where hashing the texts
/// would cost more than rendering them. Other cells are merely rendered once per occurrence.
///
/// At most ``limit`` renderings are kept: the long view's cells each have an array of their
/// own, and a streamed page of millions of them must not keep them all.
struct CellRenderings {
  /// How many renderings are kept before starting over: more than a reader page's cells.
  static let limit = 1 << 13

  private var renderings: [Key: String] = [:]

  /// Returns the rendering of a cell's runs, rendering them only the first time they occur.
  mutating func rendering(of runs: [Run], render: ([Run]) -> String) -> String {
    let key = Key(runs)
    if let rendering = renderings[key] { return rendering }
    if renderings.count >= Self.limit { renderings.removeAll(keepingCapacity: true) }
    let rendering = render(runs)
    renderings[key] = rendering
    return rendering
  }

  /// Runs identified by the address of their array's storage.
  ///
  /// An array's elements never change while it is shared, so one address means one sequence of
  /// runs; and the key holds the array, so no other array can take its address meanwhile.
  private struct Key: Hashable {
    let runs: [Run]
    let address: Int

    init(_ runs: [Run]) {
      self.runs = runs
      address = runs.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(address) }

    static func == (lhs: Key, rhs: Key) -> Bool { lhs.address == rhs.address }
  }
}
