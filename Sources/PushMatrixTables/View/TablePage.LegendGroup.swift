extension TablePage {
  /// A titled list in the legend, such as the app states or the callbacks.
  public struct LegendGroup: Sendable, Hashable {
    /// A term and its explanation; without a term, a plain line.
    public struct Item: Sendable, Hashable {
      public var term: String?
      public var text: String
    }

    /// The group's heading, or `nil` for the unheaded first group.
    public var title: String?
    public var items: [Item]
  }
}
