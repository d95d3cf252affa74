/// The renderings of the distinct cells of a page in one format, each made once.
///
/// A reader page shows some 5,000 cells but only a few hundred distinct ones, and escaping a
/// cell costs far more than looking it up. Every cell that shows a content of the routed space
/// alone has that content's identity (``CellIdentity/content(_:)``), so the lookup finds all of
/// its occurrences for the price of hashing one number, where hashing the texts would cost more
/// than rendering them. Other cells, which show observations, are rendered once per occurrence.
///
/// At most ``limit`` renderings are kept: the long view of a wide space has many distinct
/// contents, and a streamed page of millions of cells must not keep them all.
struct CellRenderings {
  /// How many renderings are kept before starting over: more than a reader page's cells.
  static let limit = 1 << 13

  private var renderings: [Int: String] = [:]

  /// Returns the rendering of a cell's runs, rendering a content's cell only the first time it
  /// occurs.
  mutating func rendering(of cell: TableView.Cell, render: ([Run]) -> String) -> String {
    guard case .content(let number)? = cell.identity else { return render(cell.runs) }
    if let rendering = renderings[number] { return rendering }
    if renderings.count >= Self.limit { renderings.removeAll(keepingCapacity: true) }
    let rendering = render(cell.runs)
    renderings[number] = rendering
    return rendering
  }
}
