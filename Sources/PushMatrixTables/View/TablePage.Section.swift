extension TablePage {
  /// A titled group of tables, such as all tables for one payload and background mode.
  public struct Section: Sendable, Hashable {
    public var title: String
    public var tables: [TableView]
  }
}
