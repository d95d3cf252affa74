import PushMatrixModel

/// One view of the matrix as a reader sees it: a titled page of tables with a legend and notes.
///
/// Every text is already in the page's language; renderers only lay it out and escape it.
public struct TablePage: Sendable, Hashable {
  /// The view this page shows.
  public var view: ViewKind
  /// The language of every text on the page.
  public var language: Language
  public var title: String
  /// One paragraph on the layout and the document it follows.
  public var intro: String
  public var legend: [LegendGroup]
  public var sections: [Section]
  /// The notes the cells refer to, in catalog order, each keyed by its slug.
  public var footnotes: [Footnote]
  /// The registry positions of the axes the page's scenarios take more than one value of, which
  /// its readers can filter by; every axis unless the page says otherwise.
  public var varyingAxes: [Int] = Array(AxisRegistry.axes.indices)
  /// Whether each note that every cell of a column refers to is named once in its table's
  /// remark instead (``liftingColumnNotes()``).
  public internal(set) var columnNotesLifted = false

  /// Every table on the page, in order.
  public var tables: [TableView] { sections.flatMap(\.tables) }

  /// Where the last table is, the one whose rows a streamed page continues; `nil` for a page
  /// without tables.
  public var lastTablePosition: (section: Int, table: Int)? {
    guard let section = sections.lastIndex(where: { !$0.tables.isEmpty }) else { return nil }
    return (section, sections[section].tables.count - 1)
  }
}
