extension TableView {
  /// A row: its heading and one cell per column.
  package struct Row: Sendable, Hashable {
    package var heading: Heading
    package var cells: [Cell]
  }
}
