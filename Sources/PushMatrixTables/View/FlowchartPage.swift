import PushMatrixModel

/// The decision flowcharts of the app states as a reader sees them: a titled page with a legend,
/// one chart per app state, and the notes of the rules and quirks the charts name.
///
/// Every text is already in the page's language; renderers only lay it out and escape it.
public struct FlowchartPage: Sendable, Hashable {
  /// The page's stable name: its file's, and the `view` its templates are given.
  public static let name = "flowchart"

  /// The language of every text on the page.
  public var language: Language
  public var title: String
  /// One paragraph on what the charts show and how they are made.
  public var intro: String
  public var legend: [TablePage.LegendGroup]
  /// One chart per app state, in the registry's order of the states.
  public var charts: [Chart]
  /// The notes of the rules and quirks the charts name, in catalog order.
  public var footnotes: [Footnote]
}
