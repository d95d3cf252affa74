import PushMatrixModel

extension ConditionChanges {
  /// The changed cells of one condition value, grouped by what changes.
  package struct Section: Sendable {
    /// The condition's axis and value.
    package var condition: Facets.Value
    /// The groups: most cells first, those whose outcome stays the same last.
    package var groups: [Group]
  }
}
