import PushMatrixModel

extension ViewBuilder {
  /// Which handlers of a section a view shows in the row of another handler, release by release.
  ///
  /// On a release that does not call some callbacks a handler implements (willPresent before
  /// iOS 10), iOS treats it as the set of the callbacks it does call: every cell would repeat that
  /// set's cell with the `callbacks-unavailable` note. Such a handler is folded into the row of
  /// that set there, which also shows the documents' observations of it.
  struct Folding: Sendable, Equatable {
    /// What one key shows on each release: its own row, or another's.
    struct Releases: Sendable, Equatable {
      /// The key shown instead of this one, by release index; `nil` where it has its own row.
      var targets: [ScenarioKey?]
      /// The keys folded into this one, by release index, in the order they were folded.
      var sources: [[ScenarioKey]]
    }

    /// The number of releases of the space.
    let releaseCount: Int
    /// The releases of every key folded into another or another into it (section and handler,
    /// app state at ordinal 0).
    private(set) var keys: [ScenarioKey: Releases] = [:]

    /// Creates a folding of nothing, for a space of the given number of releases.
    init(releaseCount: Int) { self.releaseCount = releaseCount }

    /// Records that a key is shown as another on a release.
    mutating func fold(_ key: ScenarioKey, into target: ScenarioKey, on release: Int) {
      let none = Releases(
        targets: Array(repeating: nil, count: releaseCount),
        sources: Array(repeating: [], count: releaseCount))
      keys[key, default: none].targets[release] = target
      keys[target, default: none].sources[release].append(key)
    }

    /// Returns the key a key is shown as on a release, or `nil` when it has a row of its own.
    func target(of key: ScenarioKey, on release: Int) -> ScenarioKey? {
      keys[key]?.targets[release]
    }
  }
}
