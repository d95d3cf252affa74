import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// The engine's answers on one release compared with another's, scenario by scenario: what an
/// app sees change when the release changes, or when its deployment target does.
package enum ReleaseComparison {
  /// Compares two releases: what changes for each scenario when the release goes from one to
  /// the other.
  ///
  /// The scenarios are those of the space, whose releases are ignored.
  package static func report(
    from old: OSVersion, to new: OSVersion, in space: ScenarioSpace = .default,
    router: Router = .standard
  ) -> ChangeReport {
    ChangeReport(
      subject: "\(old) → \(new)", changes: changes(from: old, to: new, in: space, router: router),
      from: old.description, to: new.description, omitsOS: true)
  }

  /// Compares the start of a range and every catalog release inside it with its end.
  ///
  /// The report lists the behaviours that an app with the start as its deployment target meets
  /// somewhere in the range and not on its end. The space's releases are ignored, and so are
  /// scenarios that exist only on the end (willPresent passing list, say, on a range from before
  /// iOS 14): they are behaviours of no release in the range.
  package static func report(
    range start: OSVersion, through end: OSVersion, in space: ScenarioSpace = .default,
    router: Router = .standard
  ) -> ChangeReport {
    let releases =
      start < end ? [start] + OSCatalog.versions.filter { start < $0 && $0 < end } : []
    let changes = releases.flatMap {
      Self.changes(from: $0, to: end, in: space, router: router).filter { $0.kind != .added }
    }
    return ChangeReport(
      subject: "\(start)..\(end)", changes: changes.sorted { $0.key < $1.key },
      from: releases.isEmpty
        ? start.description : "each of " + LocationSummary.ranges(of: releases),
      to: end.description)
  }

  /// The changes of every scenario of the space from one release to another, keyed by the
  /// scenario on `old`.
  private static func changes(
    from old: OSVersion, to new: OSVersion, in space: ScenarioSpace, router: Router
  ) -> [CellChange] {
    var on = space
    on.versions = [old]
    let before = MatrixComparison.ascendingCells(of: on, router: router)
    on.versions = [new]
    // One release's rows, ascending by key: on `old` they stay ascending.
    let after = MatrixComparison.ascendingCells(of: on, router: router).map { row in
      var key = row.key
      key.os = old
      return (key: key, cells: row.cells)
    }
    return MatrixComparison.changes(fromAscending: before, toAscending: after)
  }
}
