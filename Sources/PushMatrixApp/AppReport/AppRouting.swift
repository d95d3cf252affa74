import PushMatrixEngine
import PushMatrixModel
import PushMatrixScan

/// The app's scenarios and the router's answers for them: the routing `pushmatrix app`'s page
/// and findings share, so that a finding cannot disagree with a table.
struct AppRouting: Sendable {
  /// The engine that answers.
  let router: Router
  /// The app's scenario values on every axis but the state and the payload.
  let template: ScenarioKey
  /// The releases of the page, ascending.
  let releases: [OSVersion]

  /// Every app state and payload, in canonical order: the rows of each range's table.
  static let grid: [(state: AppState, payload: Payload)] = AppState.allCases.flatMap { state in
    Payload.allCases.map { (state, $0) }
  }

  /// Returns the app's scenario on a release, in a state, for a payload, with some axes changed.
  ///
  /// A value of the app's that does not exist on the release, or does not fit the values
  /// before it, is replaced as the axis declares (its default, or the first value that fits):
  /// a scene-based app runs from its app delegate before iOS 13.
  ///
  /// - Parameters:
  ///   - os: the release.
  ///   - state: the app state.
  ///   - payload: the payload.
  ///   - changes: axes set to other values, by registry position and ordinal.
  /// - Returns: the scenario, or `nil` when a changed value does not fit.
  func scenario(
    _ os: OSVersion, _ state: AppState, _ payload: Payload, _ changes: [(Int, Int)] = []
  ) -> Scenario? {
    var scenario = Scenario(os: os, key: template)
    scenario.state = state
    scenario.payload = payload
    for (position, ordinal) in changes { scenario.key.setOrdinal(ordinal, at: position) }
    return Self.fitted(scenario, keeping: Set(changes.map(\.0)))
  }

  /// Returns a scenario whose every value fits, or `nil` when one of the kept axes does not.
  private static func fitted(_ scenario: Scenario, keeping kept: Set<Int>) -> Scenario? {
    var scenario = scenario
    for (position, axis) in AxisRegistry.axes.enumerated()
    where !axis.fits(scenario.key.ordinal(at: position), in: scenario) {
      guard !kept.contains(position),
        let fallback = axis.defaultOrdinal(in: scenario) ?? axis.allowedOrdinals(in: scenario).first
      else { return nil }
      scenario.key.setOrdinal(fallback, at: position)
    }
    return scenario
  }

  /// Returns the router's answer for the app on a release, in a state, for a payload, with some
  /// axes changed; `nil` when a changed value does not fit.
  func cell(
    _ os: OSVersion, _ state: AppState, _ payload: Payload, _ changes: [(Int, Int)] = []
  ) -> AppReport.Cell? {
    scenario(os, state, payload, changes).map {
      AppReport.Cell(state: state, payload: payload, outcome: router.route($0))
    }
  }

  /// Returns the profile's values that the releases do not all have, with what they show.
  func adjustments() -> [AppReport.Adjustment] {
    var adjustments: [AppReport.Adjustment] = []
    for position in AppReport.profileAxes {
      let axis = AxisRegistry.axes[position]
      var byValue: [Int: [OSVersion]] = [:]
      for os in releases {
        // The state and payload decide no profile axis's fit, so one cell speaks for all.
        guard let fitted = Self.fitted(Scenario(os: os, key: template), keeping: []) else {
          continue
        }
        let shown = fitted.key.ordinal(at: position)
        if shown != template.ordinal(at: position) { byValue[shown, default: []].append(os) }
      }
      for (shown, versions) in byValue.sorted(by: { $0.key < $1.key }) {
        adjustments.append(
          AppReport.Adjustment(
            field: axis.id, value: axis.identifiers[template.ordinal(at: position)],
            shownAs: axis.identifiers[shown], releases: versions))
      }
    }
    return adjustments
  }

  /// Returns the cells one other value of an axis changes, grouped by what changes.
  func variant(
    _ position: Int, _ ordinal: Int, kind: AppReport.Variant.Kind, base: [[AppReport.Cell]]
  ) -> AppReport.Variant {
    // Grouped by what a reader sees of both cells, so that answers differing only in basis or
    // notes make one row.
    struct Group: Hashable {
      var index: Int
      var before: [String]
      var after: [String]
    }
    var releasesByGroup: [Group: [OSVersion]] = [:]
    var cells: [Group: (before: AppReport.Cell, after: AppReport.Cell)] = [:]
    for (os, row) in zip(releases, base) {
      for (index, before) in row.enumerated() {
        guard let after = cell(os, before.state, before.payload, [(position, ordinal)]),
          after.seen != before.seen
        else { continue }
        let group = Group(
          index: index, before: before.seen + before.rules, after: after.seen + after.rules)
        releasesByGroup[group, default: []].append(os)
        if cells[group] == nil { cells[group] = (before, after) }
      }
    }
    var changes: [(index: Int, change: AppReport.Change)] = []
    for (group, versions) in releasesByGroup {
      for run in runs(of: versions) {
        changes.append(
          (
            group.index,
            AppReport.Change(
              releases: run, state: cells[group]!.before.state,
              payload: cells[group]!.before.payload, before: cells[group]!.before,
              after: cells[group]!.after)
          ))
      }
    }
    changes.sort { ($0.index, $0.change.releases[0]) < ($1.index, $1.change.releases[0]) }
    let axis = AxisRegistry.axes[position]
    return AppReport.Variant(
      axis: axis.id, value: axis.identifiers[ordinal], kind: kind, changes: changes.map(\.change))
  }

  /// Splits releases of the page into runs of releases consecutive on the page.
  func runs(of versions: [OSVersion]) -> [[OSVersion]] {
    let index = Dictionary(uniqueKeysWithValues: releases.enumerated().map { ($1, $0) })
    var runs: [[OSVersion]] = []
    for os in versions.sorted() {
      if let last = runs.last?.last, index[last]! + 1 == index[os]! {
        runs[runs.count - 1].append(os)
      } else {
        runs.append([os])
      }
    }
    return runs
  }

  /// Returns releases of the page as runs, such as `9.0–9.3.2, 12.0`.
  func label(_ versions: [OSVersion]) -> String {
    runs(of: versions).map { $0.count == 1 ? "\($0[0])" : "\($0.first!)–\($0.last!)" }
      .joined(separator: ", ")
  }
}
