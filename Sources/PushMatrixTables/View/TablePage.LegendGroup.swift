extension TablePage {
  /// A titled list in the legend, such as the app states or the callbacks.
  package struct LegendGroup: Sendable, Hashable {
    /// A term and its explanation; without a term, a plain line.
    package struct Item: Sendable, Hashable {
      package var term: String?
      package var text: String
    }

    /// The group's heading, or `nil` for the unheaded first group.
    package var title: String?
    package var items: [Item]
  }
}
