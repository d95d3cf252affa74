extension TableView {
  /// A row: its heading and one cell per column.
  public struct Row: Sendable, Hashable {
    public var heading: Heading
    public var cells: [Cell]
  }
}
