import PushMatrixEngine
import PushMatrixModel

/// Compresses a set of scenarios into one line that says where they lie, axis by axis.
///
/// Releases that are consecutive in the catalog become ranges (`10.1–18.1`); a set of callback
/// sets that is exactly "every set holding these callbacks" becomes `callbacks ⊇ …`; an axis that
/// takes every value that exists on the scenarios' releases is left out, and so is a condition
/// held at its default, which every table assumes. When the scenarios do not fill the box this
/// describes, the line starts with `within`.
package enum LocationSummary {
  static func describe(_ keys: [Scenario], omittingOS: Bool = false) -> String {
    guard !keys.isEmpty else { return "nowhere" }
    // A group of a condition's comparison holds up to hundreds of thousands of scenarios, a few
    // thousand keys each on many releases: each axis's values are read off the distinct keys.
    // Reports list their scenarios in ascending order, which tells the distinct ones and the
    // releases without hashing each scenario.
    let ascending = zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
    let count = ascending ? keys.count : Set(keys).count
    let versions =
      ascending
      ? keys.indices.filter { $0 == 0 || keys[$0 - 1].os != keys[$0].os }.map { keys[$0].os }
      : Set(keys.lazy.map(\.os)).sorted()
    let distinctKeys = Set(keys.lazy.map(\.key))
    var box = ScenarioSpace(versions: versions)
    var parts: [String] = []
    if !omittingOS { parts.append("os " + ranges(of: versions)) }
    for (position, axis) in AxisRegistry.axes.enumerated() {
      var present = Array(repeating: false, count: axis.count)
      for key in distinctKeys { present[key.ordinal(at: position)] = true }
      let ordinals = present.indices.filter { present[$0] }
      box.restrict(axisAt: position, to: ordinals)
      parts.append(
        position == callbacksPosition
          ? callbacks(ordinals.map { CallbackSet.axis.values[$0] })
          : list(ordinals, of: axis, on: versions))
    }
    let line = parts.filter { !$0.isEmpty }.joined(separator: " × ")
    return box.count == count ? line : "within " + line
  }

  /// Releases as ranges of consecutive catalog releases, such as `9.0, 10.1–18.1`.
  static func ranges(of versions: [OSVersion]) -> String {
    let catalog = Set(OSCatalog.versions).union(versions).sorted()
    let index = Dictionary(uniqueKeysWithValues: catalog.enumerated().map { ($1, $0) })
    var runs: [[OSVersion]] = []
    for version in versions {
      if let last = runs.last?.last, index[last]! + 1 == index[version]! {
        runs[runs.count - 1].append(version)
      } else {
        runs.append([version])
      }
    }
    return runs.map { $0.count == 1 ? "\($0[0])" : "\($0.first!)–\($0.last!)" }
      .joined(separator: ", ")
  }

  /// The values, or nothing when they are all the axis has on the releases or a condition's
  /// default alone; values that do not name their axis (`on`, `n/a`) are prefixed with it.
  private static func list(_ ordinals: [Int], of axis: Axis, on versions: [OSVersion]) -> String {
    let heldAtDefault = axis.isCondition && ordinals == axis.defaultOrdinal.map { [$0] }
    guard !takesEvery(ordinals, of: axis, on: versions), !heldAtDefault else { return "" }
    let text = ordinals.map { axis.identifiers[$0] }.joined(separator: ", ")
    return axis.valuesNameTheAxis ? text : "\(axis.id) \(text)"
  }

  /// Returns whether values are every value the axis has on some of the releases.
  ///
  /// - Parameters:
  ///   - ordinals: the values' ordinals, ascending.
  ///   - axis: the axis.
  ///   - versions: the releases.
  /// - Returns: whether the values leave out none that exists on one of the releases.
  package static func takesEvery(_ ordinals: [Int], of axis: Axis, on versions: [OSVersion]) -> Bool
  {
    ordinals
      == (0..<axis.count).filter { ordinal in versions.contains { axis.exists(ordinal, on: $0) } }
  }

  private static let callbacksPosition = AxisRegistry.position(of: CallbackSet.self)

  private static func callbacks(_ sets: [CallbackSet]) -> String {
    guard let common = commonCallbacks(of: sets) else {
      return "callbacks " + sets.map(\.description).joined(separator: ", ")
    }
    return common.isEmpty ? "" : "callbacks ⊇ \(common)"
  }

  /// Returns the callbacks every set holds, when the sets are exactly every set that holds them,
  /// so that `⊇` and those callbacks say which they are; otherwise `nil`.
  ///
  /// - Parameter sets: callback sets, in canonical order.
  /// - Returns: the callbacks, none when the sets are every set; `nil` when the sets are not
  ///   every set that holds the callbacks they all hold.
  package static func commonCallbacks(of sets: [CallbackSet]) -> CallbackSet? {
    let common = CallbackSet(
      Callback.optional.filter { callback in
        sets.allSatisfy { $0.contains(callback) }
      })
    return sets == CallbackSet.all.filter { $0.isSuperset(of: common) } ? common : nil
  }
}
