extension TablePage {
  /// A titled group of tables, such as all tables for one payload and background mode.
  package struct Section: Sendable, Hashable {
    package var title: String
    package var tables: [TableView]
  }
}
