extension ViewBuilder {
  /// The cells of one scenario on every release of the space, in release order.
  struct ReleaseCells {
    /// The cells, one per release.
    var cells: [TableView.Cell]
    /// The cells' identities, one per release, equal on consecutive releases exactly when their
    /// cells are equal, so that views can group releases without comparing cells.
    var identities: [CellIdentity]
  }
}
