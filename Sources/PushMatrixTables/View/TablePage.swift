import PushMatrixModel

/// One view of the matrix as a reader sees it: a titled page of tables with a legend and notes.
///
/// Every text is already in the page's language; renderers only lay it out and escape it.
package struct TablePage: Sendable, Hashable {
  /// The view this page shows.
  package var view: ViewKind
  /// The language of every text on the page.
  package var language: Language
  package var title: String
  /// One paragraph on the layout and the document it follows.
  package var intro: String
  package var legend: [LegendGroup]
  package var sections: [Section]
  /// The notes the cells refer to, in catalog order, each keyed by its slug.
  package var footnotes: [Footnote]
  /// The registry positions of the axes the page's scenarios take more than one value of, which
  /// its readers can filter by; every axis unless the page says otherwise.
  package var varyingAxes: [Int] = Array(AxisRegistry.axes.indices)

  /// Every table on the page, in order.
  package var tables: [TableView] { sections.flatMap(\.tables) }

  /// Where the last table is, the one whose rows a streamed page continues; `nil` for a page
  /// without tables.
  package var lastTablePosition: (section: Int, table: Int)? {
    guard let section = sections.lastIndex(where: { !$0.tables.isEmpty }) else { return nil }
    return (section, sections[section].tables.count - 1)
  }
}
