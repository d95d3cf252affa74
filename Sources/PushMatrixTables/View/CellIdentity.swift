/// Which cell a view shows for one key on one release of a routed space.
///
/// Two neighbouring releases of a key have equal identities exactly when their cells are equal,
/// so that views group releases without comparing cells; and every cell that shows a content of
/// the space alone (``content(_:)``) is one value, so that writers render each distinct cell
/// once (``CellRenderings``).
enum CellIdentity: Hashable, Sendable {
  /// No cell: the key has no scenario on the release, or the view folds it into another key's.
  case absent
  /// The cell of a distinct content of the routed space (``CellContentIndex``), the same for
  /// every key and release that shows the content without observations.
  case content(Int)
  /// A cell that shows the documents' observations beside its content, first shown on this
  /// release of its key: a neighbouring release that shows the same cell takes the same identity.
  case observed(since: Int)
  /// A cell that shows the observations of the keys a view folds into its key beside its own,
  /// first shown on this release.
  case merged(since: Int)

  /// Whether there is a cell.
  var isPresent: Bool { self != .absent }
}
