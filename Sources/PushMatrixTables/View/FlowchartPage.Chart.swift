extension FlowchartPage {
  /// The decisions the engine makes for one app state, worded: questions at the branches, the
  /// deciding rules at the leaves.
  public struct Chart: Sendable, Hashable {
    /// The app state, as the tables head its column.
    public var heading: TableView.Heading
    /// The decisions.
    public var tree: DecisionTree<String, Answer>

    /// The `id` of the chart's part of a page, such as `flowchart-background`, which the HTML and
    /// Markdown pages both give it.
    public var id: String { "flowchart-" + heading.key }
  }
}
