/// Changed cells that one row of the conditions page lists: a run of consecutive releases times
/// a set of values of each other axis, every combination of them a changed cell of the row's
/// group, and the condition bringing the same rules and notes to each.
package struct ChangeBox: Hashable, Sendable {
  /// The indices of its releases among the space's releases: consecutive, ascending.
  package var releases: [Int]
  /// The ordinals of its values of each axis of ``ConditionChanges/scenarioPositions``,
  /// ascending.
  package var values: [[Int]]
  /// The rules and quirk that decide its new cells and not their default ones, in deciding
  /// order; every one that decides them when the condition brings neither rules nor notes.
  package var rules: [String]
  /// The slugs of the notes its new cells have and their default ones have not; every note of
  /// the new cells when the condition brings neither rules nor notes.
  package var notes: [String]

  /// Returns boxes that together hold exactly the given cells, each once: releases joined into
  /// runs, then boxes that differ in one axis's values alone merged, axis by axis, the last
  /// first, until no two merge.
  ///
  /// Two boxes merge only where all else is equal, so every combination of a box's values is
  /// one of the cells, and a box never spans a value that does not exist on its releases.
  ///
  /// - Parameter cells: one box per cell, of one release and one value of each axis.
  /// - Returns: the boxes, in the order of their values, then of their first release.
  static func covering(_ cells: [ChangeBox]) -> [ChangeBox] {
    var releasesOf: [ChangeBox: [Int]] = [:]
    for cell in cells {
      var rest = cell
      rest.releases = []
      releasesOf[rest, default: []] += cell.releases
    }
    var boxes = releasesOf.flatMap { rest, releases in
      runs(of: releases.sorted()).map { run in
        var box = rest
        box.releases = run
        return box
      }
    }
    let axes = (cells.first?.values.indices).map { Array($0.reversed()) } ?? []
    while true {
      let merged = axes.reduce(boxes) { merging($0, along: $1) }
      if merged.count == boxes.count { break }
      boxes = merged
    }
    return boxes.sorted {
      $0.values.lexicographicallyPrecedes($1.values) { $0.lexicographicallyPrecedes($1) }
        || ($0.values == $1.values && $0.releases[0] < $1.releases[0])
    }
  }

  /// The box split into one box per release, for pages that list every release.
  var releasesApart: [ChangeBox] {
    releases.map { release in
      var box = self
      box.releases = [release]
      return box
    }
  }

  /// Returns ascending release indices split into runs of consecutive ones.
  private static func runs(of releases: [Int]) -> [[Int]] {
    var runs: [[Int]] = []
    for release in releases {
      if let last = runs.last?.last, last + 1 == release {
        runs[runs.count - 1].append(release)
      } else {
        runs.append([release])
      }
    }
    return runs
  }

  /// Returns boxes with those that differ in one axis's values alone merged into one.
  private static func merging(_ boxes: [ChangeBox], along axis: Int) -> [ChangeBox] {
    var valuesOf: [ChangeBox: [Int]] = [:]
    for box in boxes {
      var rest = box
      rest.values[axis] = []
      valuesOf[rest, default: []] += box.values[axis]
    }
    return valuesOf.map { rest, values in
      var box = rest
      box.values[axis] = values.sorted()
      return box
    }
  }
}
