import PushMatrixEngine
import PushMatrixModel
import PushMatrixScan

/// What a change to an app does to its users: the app's page before the change (the base) and
/// after it (the head), compared cell by cell under the app's own conditions and under each
/// condition off its default, with the profile fields and the findings that differ.
///
/// Both pages are answered by the same router, so every difference is the app's own doing, not
/// the engine's. Only what a user meets counts as a changed cell — what is shown, which callbacks
/// run on arrival and on a tap — not a rule's name alone.
package struct AppComparison: Sendable {
  /// A profile field whose value the change moved.
  package struct FieldChange: Sendable, Equatable {
    /// The field, by its key.
    package var field: String
    /// Its value in the base.
    package var before: String
    /// Its value in the head.
    package var after: String
    /// The head's findings on the field that name a file: where the new value is read from.
    package var evidence: [AppProfile.Finding]
  }

  /// Cells of one app state and payload that change the same way, on some releases.
  package struct CellChange: Sendable {
    /// The condition the cells are under, such as `authorization=denied`; `nil` for the app's
    /// own conditions.
    package var condition: String?
    /// The releases, ascending.
    package var releases: [OSVersion]
    /// The app state.
    package var state: AppState
    /// The payload.
    package var payload: Payload
    /// The base's answer.
    package var before: AppReport.Cell
    /// The head's answer.
    package var after: AppReport.Cell
  }

  /// A finding both pages have, of one kind about one field, whose scope or level the change
  /// moved: said once, as changed, not as one that disappears and one that appears.
  package struct FindingChange: Sendable, Equatable {
    /// The base's.
    package var before: AppFinding
    /// The head's.
    package var after: AppFinding
  }

  /// The app's page before the change.
  package let base: AppReport
  /// The app's page after it.
  package let head: AppReport
  /// The profile fields that differ, in the order of ``AppProfile/fields``.
  package let fields: [FieldChange]
  /// The releases the head's page covers and the base's does not (a lower deployment target).
  package let releasesAdded: [OSVersion]
  /// The releases the base's page covers and the head's does not.
  package let releasesRemoved: [OSVersion]
  /// The changed cells on the releases both cover: the app's own conditions first, then each
  /// condition in the pages' order, without the changes the app's own conditions already show
  /// for the same cells; within one, by app state and payload in canonical order.
  package let cells: [CellChange]
  /// The head's findings of a kind and field the base does not have, warnings first.
  package let findingsAppeared: [AppFinding]
  /// The base's findings of a kind and field the head does not have, warnings first.
  package let findingsDisappeared: [AppFinding]
  /// The findings both have that say something else, in the head's order.
  package let findingsChanged: [FindingChange]

  /// Compares two pages of one app.
  package init(base: AppReport, head: AppReport) {
    self.base = base
    self.head = head
    fields = AppProfile.fields.compactMap { field in
      let before = field.text(in: base.profile)
      let after = field.text(in: head.profile)
      guard before != after else { return nil }
      return FieldChange(
        field: field.id, before: before, after: after,
        evidence: head.profile.sortedFindings.filter { $0.field == field.id && $0.file != nil })
    }
    let baseReleases = Set(base.releases)
    let headReleases = Set(head.releases)
    releasesAdded = head.releases.filter { !baseReleases.contains($0) }
    releasesRemoved = base.releases.filter { !headReleases.contains($0) }
    let common = head.releases.filter { baseReleases.contains($0) }
    let own = Self.changes(
      condition: nil, on: common, base: base.grid(under: nil), head: head.grid(under: nil))
    // Under a condition, a change that says what the same change under the app's own
    // conditions says, for the same cells, is left out: the reader has it already.
    let said = Set(own.map { "\($0.state) \($0.payload) \($0.releases) \($0.sentence)" })
    var cells = own
    for variant in head.variants where variant.kind == .condition {
      cells += Self.changes(
        condition: variant.name, on: common, base: base.grid(under: variant.name),
        head: head.grid(under: variant.name)
      ).filter { !said.contains("\($0.state) \($0.payload) \($0.releases) \($0.sentence)") }
    }
    self.cells = cells
    // A finding is the same one on both sides when its kind and its first field are: the
    // unknown-field finding is one a field, every other kind one a page.
    func key(_ finding: AppFinding) -> String {
      finding.id + " " + (finding.anchors.first?.field ?? "")
    }
    let baseKeys = Set(base.findings.map(key))
    let headKeys = Set(head.findings.map(key))
    findingsAppeared = head.findings.filter { !baseKeys.contains(key($0)) }
    findingsDisappeared = base.findings.filter { !headKeys.contains(key($0)) }
    findingsChanged = head.findings.compactMap { after in
      guard let before = base.findings.first(where: { key($0) == key(after) }), before != after
      else { return nil }
      return FindingChange(before: before, after: after)
    }
  }

  /// The warnings the base did not have, which `--strict` fails on.
  ///
  /// Those among the findings that appeared, and those that were information before.
  package var newWarningCount: Int {
    findingsAppeared.filter { $0.level == .warning }.count
      + findingsChanged.filter { $0.before.level == .info && $0.after.level == .warning }.count
  }

  /// Whether the change does nothing a user or a reader of the findings would notice.
  package var isEmpty: Bool {
    fields.isEmpty && releasesAdded.isEmpty && releasesRemoved.isEmpty && cells.isEmpty
      && findingsAppeared.isEmpty && findingsDisappeared.isEmpty && findingsChanged.isEmpty
  }

  /// Returns the releases as runs of the head's page, such as `15.0–26.0`.
  package func label(_ versions: [OSVersion]) -> String { head.label(versions) }

  /// Groups the cells that differ in what a user meets, by state and payload, then by what
  /// they change from and to and the rules that now decide them.
  private static func changes(
    condition: String?, on releases: [OSVersion], base: [OSVersion: [AppReport.Cell]],
    head: [OSVersion: [AppReport.Cell]]
  ) -> [CellChange] {
    var changes: [CellChange] = []
    for (index, place) in AppRouting.grid.enumerated() {
      var groups: [CellChange] = []
      for os in releases {
        let before = base[os]![index]
        let after = head[os]![index]
        guard before.seen != after.seen else { continue }
        if let group = groups.firstIndex(where: {
          $0.before.seen == before.seen && $0.after.seen == after.seen
            && $0.after.rules == after.rules
        }) {
          groups[group].releases.append(os)
        } else {
          groups.append(
            CellChange(
              condition: condition, releases: [os], state: place.state, payload: place.payload,
              before: before, after: after))
        }
      }
      changes += groups
    }
    return changes
  }
}

extension AppReport {
  /// Every cell of the page by release, under the app's own conditions or under one condition
  /// variant (by name, such as `authorization=denied`), whose changes replace the cells they
  /// name.
  fileprivate func grid(under condition: String?) -> [OSVersion: [Cell]] {
    var grid = Dictionary(uniqueKeysWithValues: zip(releases, cells))
    guard let condition, let variant = variants.first(where: { $0.name == condition }) else {
      return grid
    }
    for change in variant.changes {
      let index = AppRouting.grid.firstIndex { $0 == (change.state, change.payload) }!
      for os in change.releases { grid[os]![index] = change.after }
    }
    return grid
  }
}
