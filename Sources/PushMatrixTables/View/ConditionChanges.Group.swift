import PushMatrixModel

extension ConditionChanges {
  /// Cells that a condition changes in the same way: a group of the change report.
  package struct Group: Sendable {
    /// The columns that change, with their cells before and after; none when only the rule,
    /// basis or notes do.
    package var differences: [(column: String, old: String, new: String)]
    /// How many cells change.
    package var cellCount: Int
    /// Where the cells lie, as the change report says it.
    package var location: String
    /// A key holding the cells' condition values.
    package var conditions: ScenarioKey
    /// Boxes that together hold exactly the cells (``ChangeBox/covering(_:)``).
    package var boxes: [ChangeBox]
  }
}
