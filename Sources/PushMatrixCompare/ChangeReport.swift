import PushMatrixIO
import PushMatrixModel

/// A reviewer's account of the differences between two matrices, the same in every format.
package struct ChangeReport: Sendable {
  /// Changes that share a transition, with a compressed description of where they are.
  package struct Group: Sendable {
    /// How the group's rows differ: the same for every row, since the transition says it, unless
    /// the report leaves columns out of transitions; then the first, in report order, of its
    /// rows' kinds.
    package var kind: CellChange.Kind
    /// The transition, such as `tap: fetchReceive → didReceiveResponse · rule: a → b`.
    package var transition: String
    /// The columns the transition names, with their cells before and after; none for added and
    /// removed rows, and for rows that differ in omitted columns alone.
    package var differences: [(column: String, old: String, new: String)]
    /// The group's changes, in key order.
    package var changes: [CellChange]
    /// The scenarios, in key order.
    package var keys: [Scenario] { changes.map(\.key) }
    /// Where the scenarios lie, axis by axis, such as `os 10.1–18.1 × background, suspended`.
    package var location: String
  }

  /// What was compared, such as `Matrices/golden/alert.tsv` or `12.3.1 → 17.0`.
  package var subject: String
  /// Every change, in key order.
  package var changes: [CellChange]
  /// What the old side is, such as `golden`: every transition reads old → new.
  package var from: String
  /// What the new side is, such as `engine`.
  package var to: String
  /// When the report compares two releases, the OS axis is the same in every key and is left
  /// out of descriptions.
  package var omitsOS: Bool
  /// The outcome columns that transitions leave out, such as the rule and basis, which a page
  /// names beside each group instead; the rows that differ in those alone form one group.
  package var omittedColumns: Set<String>

  /// Creates a report of the changes from one side to the other.
  package init(
    subject: String, changes: [CellChange], from: String = "old", to: String = "new",
    omitsOS: Bool = false, omittedColumns: Set<String> = []
  ) {
    self.subject = subject
    self.changes = changes
    self.from = from
    self.to = to
    self.omitsOS = omitsOS
    self.omittedColumns = omittedColumns
  }

  /// Whether the two matrices agree.
  package var isEmpty: Bool { changes.isEmpty }

  /// How many changes are of a kind.
  package func count(_ kind: CellChange.Kind) -> Int { changes.count { $0.kind == kind } }

  /// How many changes fall on each release, in release order.
  package var countsByOS: [(OSVersion, Int)] {
    Dictionary(grouping: changes, by: \.key.os).map { ($0, $1.count) }.sorted { $0.0 < $1.0 }
  }

  /// How many changes fall on each app state, in state order.
  package var countsByState: [(AppState, Int)] {
    Dictionary(grouping: changes, by: \.key.state).map { ($0, $1.count) }.sorted { $0.0 < $1.0 }
  }

  /// The changes grouped by transition: behaviour changes first, then added, removed, and
  /// annotation-only changes; within a kind most changes first, ties by transition text.
  package var groups: [Group] {
    // A change's transition is worked out once for all the changes between the same two
    // numbered outcomes (``CellChange/outcomes``): tens of thousands of a condition's cells
    // share a few hundred pairs. Members are indices of `changes`, so each group keeps key order.
    var groupOfOutcomes: [CellChange.Outcomes: Int] = [:]
    var groupOfTransition: [String: Int] = [:]
    var members: [(transition: String, changes: [Int])] = []
    // Neighbouring changes most often share their outcomes: the last pair is asked first.
    var last: (outcomes: CellChange.Outcomes, group: Int)?
    for (index, change) in changes.enumerated() {
      let group: Int
      if let outcomes = change.outcomes, let last, last.outcomes == outcomes {
        group = last.group
      } else if let outcomes = change.outcomes, let known = groupOfOutcomes[outcomes] {
        group = known
      } else {
        let transition = change.transition(omitting: omittedColumns)
        group =
          groupOfTransition[transition]
          ?? {
            members.append((transition, []))
            groupOfTransition[transition] = members.count - 1
            return members.count - 1
          }()
        if let outcomes = change.outcomes { groupOfOutcomes[outcomes] = group }
      }
      if let outcomes = change.outcomes { last = (outcomes, group) }
      members[group].changes.append(index)
    }
    return members.map { transition, indices in
      let changes = indices.map { self.changes[$0] }
      return Group(
        kind: changes.map(\.kind).min()!, transition: transition,
        differences: changes[0].differences(omitting: omittedColumns), changes: changes,
        location: LocationSummary.describe(changes.map(\.key), omittingOS: omitsOS))
    }
    .sorted {
      ($0.kind, $1.changes.count, $0.transition) < ($1.kind, $0.changes.count, $1.transition)
    }
  }

  /// A key as reports print it, without the OS when the report compares two releases.
  package func describe(_ key: Scenario) -> String {
    let text = key.description
    guard omitsOS, let space = text.firstIndex(of: " ") else { return text }
    return String(text[text.index(after: space)...])
  }
}
