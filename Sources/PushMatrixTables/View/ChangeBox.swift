import PushMatrixModel

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

  /// What a condition brings to a cell: the rules and quirk that decide it and not its default
  /// cell, and the slugs of the notes it has and its default cell has not; every rule and note
  /// of the cell when the condition brings neither.
  package struct Annotation: Hashable, Sendable {
    package var rules: [String]
    package var notes: [String]
  }

  /// A changed key on the releases where it changes alike, as ``covering(_:annotations:)``
  /// takes it: the indices of the releases, and what the condition brings, by its number among
  /// the annotations.
  package struct Cell: Sendable {
    package var releases: [Int]
    package var key: ScenarioKey
    package var annotation: Int
  }

  /// Returns boxes that together hold exactly the given cells, each once: releases joined into
  /// runs, then boxes that differ in one axis's values alone merged, axis by axis, the last
  /// first, until no two merge.
  ///
  /// Two boxes merge only where all else is equal, so every combination of a box's values is
  /// one of the cells, and a box never spans a value that does not exist on its releases.
  ///
  /// - Parameters:
  ///   - cells: the changed cells, each of one key.
  ///   - annotations: what the condition brings, by the number the cells give.
  /// - Returns: the boxes, in the order of their values, then of their first release.
  static func covering(_ cells: [Cell], annotations: [Annotation]) -> [ChangeBox] {
    // Worked on compact boxes, hashed tens of thousands of times: each axis's values as bits,
    // held inline rather than in an array that every merge would copy, what the condition
    // brings as a number, releases as a run.
    let positions = ConditionChanges.scenarioPositions
    precondition(positions.count <= Compact.Values.scalarCount, "a box has over 8 axes")
    precondition(
      positions.allSatisfy { AxisRegistry.axes[$0].count <= 64 },
      "an axis of a box has over 64 values")
    var releasesOf: [Compact: [Int]] = [:]
    for cell in cells {
      var values = Compact.Values()
      for (index, position) in positions.enumerated() {
        values[index] = 1 << UInt64(cell.key.ordinal(at: position))
      }
      let rest = Compact(releases: 0..<0, values: values, annotation: cell.annotation)
      releasesOf[rest, default: []] += cell.releases
    }
    var boxes = releasesOf.flatMap { rest, releases in
      runs(of: releases.sorted()).map { run in
        var box = rest
        box.releases = run
        return box
      }
    }
    let axes = Array(positions.indices.reversed())
    while true {
      let merged = axes.reduce(boxes) { merging($0, along: $1) }
      if merged.count == boxes.count { break }
      boxes = merged
    }
    return boxes.map { box in
      ChangeBox(
        releases: Array(box.releases), values: positions.indices.map { ordinals(box.values[$0]) },
        rules: annotations[box.annotation].rules, notes: annotations[box.annotation].notes)
    }
    .sorted {
      $0.values.lexicographicallyPrecedes($1.values) { $0.lexicographicallyPrecedes($1) }
        || ($0.values == $1.values && $0.releases[0] < $1.releases[0])
    }
  }

  /// A box as ``covering(_:annotations:)`` merges it.
  private struct Compact: Hashable {
    /// The indices of its releases: consecutive.
    var releases: Range<Int>
    /// The ordinals of each axis's values, as the bits of a mask, in the order of
    /// ``ConditionChanges/scenarioPositions``; 0 past the last axis.
    var values: Values
    /// The number of its ``Annotation``.
    var annotation: Int

    /// A mask for each axis of a box.
    typealias Values = SIMD8<UInt64>
  }

  /// Returns the ordinals a mask holds, ascending.
  private static func ordinals(_ mask: UInt64) -> [Int] {
    (0..<64).filter { mask & 1 << UInt64($0) != 0 }
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
  private static func runs(of releases: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for release in releases {
      if let last = runs.last, last.upperBound == release {
        runs[runs.count - 1] = last.lowerBound..<release + 1
      } else {
        runs.append(release..<release + 1)
      }
    }
    return runs
  }

  /// Returns boxes with those that differ in one axis's values alone merged into one.
  private static func merging(_ boxes: [Compact], along axis: Int) -> [Compact] {
    var valuesOf: [Compact: UInt64] = [:]
    for box in boxes {
      var rest = box
      rest.values[axis] = 0
      // Boxes hold distinct cells, so the merged ones' values never overlap.
      valuesOf[rest, default: 0] |= box.values[axis]
    }
    return valuesOf.map { rest, values in
      var box = rest
      box.values[axis] = values
      return box
    }
  }
}
