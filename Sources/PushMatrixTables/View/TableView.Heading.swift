import PushMatrixModel

extension TableView {
  /// A row or column heading: a machine key, a label in the page's language, and its facets.
  public struct Heading: Sendable, Hashable {
    /// A stable key built from axis identifiers, such as `foreground` or `10.1-12.3.1`.
    public var key: String
    /// The text shown.
    public var label: String
    /// What the row or column is about, for filters.
    public var facets: Facets

    /// Creates a heading.
    public init(key: String, label: String, facets: Facets = Facets()) {
      self.key = key
      self.label = label
      self.facets = facets
    }
  }
}
