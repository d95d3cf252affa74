/// One scenario whose row differs between two matrices: changed, added or removed.
public struct CellChange: Sendable, Equatable {
  /// How the row differs.
  public enum Kind: String, Sendable {
    /// The scenario is in both, with different outcome cells.
    case changed
    /// The scenario is only in the new matrix.
    case added
    /// The scenario is only in the old matrix.
    case removed
  }

  public var kind: Kind
  /// The scenario.
  public var key: Scenario
  /// The outcome cells before, absent for an added row.
  public var old: [String]?
  /// The outcome cells after, absent for a removed row.
  public var new: [String]?

  /// The reviewer's summary of what changed, such as `tap: fetchReceive → didReceiveResponse`.
  ///
  /// Changed rows list every differing outcome column, in column order; added and removed
  /// rows say so. Rows with the same transition are grouped in reports.
  public var transition: String {
    guard kind == .changed, let old, let new else { return kind.rawValue }
    let names = LongTable.columns[LongTable.keyColumnCount...]
    return zip(names, zip(old, new)).filter { $1.0 != $1.1 }
      .map { "\($0): \($1.0) → \($1.1)" }.joined(separator: " · ")
  }
}
