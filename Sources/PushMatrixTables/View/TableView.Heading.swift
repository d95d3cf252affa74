import PushMatrixModel

extension TableView {
  /// A row or column heading: a machine key, a label in the page's language, and its facets.
  package struct Heading: Sendable, Hashable {
    /// A stable key built from axis identifiers, such as `foreground` or `10.1-12.3.1`.
    package var key: String
    /// The text shown.
    package var label: String
    /// What the row or column is about, for filters.
    package var facets: Facets

    /// Creates a heading.
    package init(key: String, label: String, facets: Facets = Facets()) {
      self.key = key
      self.label = label
      self.facets = facets
    }
  }
}
