import PushMatrixEngine
import PushMatrixModel

/// One scenario whose row differs between two matrices: in behaviour, in annotation only, added
/// or removed.
package struct CellChange: Sendable, Equatable {
  /// How the row differs, in the order reports list them.
  package enum Kind: String, CaseIterable, Comparable, Sendable {
    /// The scenario is in both, and what iOS does differs: banner, arrival, tap, rule or quirk.
    case behaviour
    /// The scenario is only in the new matrix.
    case added
    /// The scenario is only in the old matrix.
    case removed
    /// The scenario is in both, and only what is said about it differs: its notes or basis.
    case annotation

    package static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The outcome columns whose change leaves the behaviour alone: they annotate a cell.
  package static let annotationColumns: Set<String> = ["basis", "notes"]

  package let kind: Kind
  /// The scenario.
  package private(set) var key: Scenario
  /// The outcome cells before, absent for an added row.
  package let old: [String]?
  /// The outcome cells after, absent for a removed row.
  package let new: [String]?
  /// The numbers of the engine's two outcomes, when one engine gave both sides.
  ///
  /// A condition's comparison has them (``Router/outcomeNumber(_:)``); a golden's has not.
  /// Changes with the same numbers have the same cells, so a report works out their transition
  /// once.
  package let outcomes: Outcomes?

  /// The numbers of the outcomes a change goes from and to, in one engine.
  package struct Outcomes: Hashable, Sendable {
    package var old: Int
    package var new: Int

    package init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
  }

  /// Creates the change of a row from its outcome cells before and after, and classifies it.
  ///
  /// - Parameters:
  ///   - key: the scenario.
  ///   - old: the outcome cells before, `nil` when the row was added.
  ///   - new: the outcome cells after, `nil` when the row was removed; not both `nil`.
  ///   - outcomes: the numbers of the two outcomes, when one engine gave both sides.
  package init(key: Scenario, old: [String]?, new: [String]?, outcomes: Outcomes? = nil) {
    self.key = key
    self.old = old
    self.new = new
    self.outcomes = outcomes
    switch (old, new) {
    case (nil, _): kind = .added
    case (_, nil): kind = .removed
    case (let old?, let new?):
      let behaviourDiffers = Self.differences(old, new).contains {
        !Self.annotationColumns.contains($0.column)
      }
      kind = behaviourDiffers ? .behaviour : .annotation
    }
  }

  /// Returns the same change for another scenario between the same two outcomes: classified
  /// once for every scenario that shares them.
  package func moved(to key: Scenario) -> CellChange {
    precondition(outcomes != nil, "only a change between numbered outcomes moves")
    var change = self
    change.key = key
    return change
  }

  /// Two changes are equal when they change the same scenario's cells alike, whether or not
  /// their outcomes are numbered.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.kind, lhs.key, lhs.old, lhs.new) == (rhs.kind, rhs.key, rhs.old, rhs.new)
  }

  /// The reviewer's summary of what changed, such as `tap: fetchReceive → didReceiveResponse`.
  ///
  /// Changed rows list every differing outcome column, in column order; added and removed
  /// rows say so. Rows with the same transition are grouped in reports.
  package var transition: String { transition(omitting: []) }

  /// Returns the summary of what changed, naming the columns of ``differences(omitting:)``, or,
  /// when only omitted columns changed, saying so: `nothing but basis, notes, rule`.
  package func transition(omitting columns: Set<String>) -> String {
    guard old != nil, new != nil else { return kind.rawValue }
    let named = differences(omitting: columns)
    guard !named.isEmpty else { return "nothing but " + columns.sorted().joined(separator: ", ") }
    return named.map { "\($0.column): \($0.old) → \($0.new)" }.joined(separator: " · ")
  }

  /// Returns the outcome columns that differ, in column order, with their cells before and
  /// after, leaving out the given columns; none for an added or removed row.
  ///
  /// The conditions page names the deciding rules and notes beside each group and leaves out
  /// `rule`, `basis` and `notes`, so that cells whose callbacks change alike share a group
  /// whichever rules decide them.
  package func differences(omitting columns: Set<String>)
    -> [(column: String, old: String, new: String)]
  {
    guard let old, let new else { return [] }
    return Self.differences(old, new).filter { !columns.contains($0.column) }
  }

  /// The outcome columns that differ, in column order, with their cells before and after.
  private static func differences(_ old: [String], _ new: [String])
    -> [(column: String, old: String, new: String)]
  {
    zip(LongTable.columns[LongTable.keyColumnCount...], zip(old, new)).compactMap {
      $1.0 == $1.1 ? nil : ($0, $1.0, $1.1)
    }
  }
}
