extension ViewBuilder {
  /// Which handlers of a section a view shows in the row of another handler, release by release.
  ///
  /// On a release that does not call some callbacks a handler implements (willPresent before
  /// iOS 10), iOS treats it as the set of the callbacks it does call: every cell would repeat that
  /// set's cell with the `callbacks-unavailable` note. Such a handler is folded into the row of
  /// that set there, which also shows the documents' observations of it.
  struct Folding {
    /// For each folded key (section and handler, app state at ordinal 0), the key it is shown as,
    /// by release index.
    private var targets: [ScenarioKey: [Int: ScenarioKey]] = [:]
    /// For each key that is shown for others, the keys folded into it, by release index, in the
    /// order they were folded.
    private var sources: [ScenarioKey: [Int: [ScenarioKey]]] = [:]

    /// Records that a key is shown as another on a release.
    mutating func fold(_ key: ScenarioKey, into target: ScenarioKey, on release: Int) {
      targets[key, default: [:]][release] = target
      sources[target, default: [:]][release, default: []].append(key)
    }

    /// Returns the key a key is shown as on a release, or `nil` when it has a row of its own.
    func target(of key: ScenarioKey, on release: Int) -> ScenarioKey? {
      targets[key]?[release]
    }

    /// Returns the keys folded into a key on a release, in the order they were folded.
    func sources(of key: ScenarioKey, on release: Int) -> [ScenarioKey] {
      sources[key]?[release] ?? []
    }

    /// Whether a key is folded into another, or another into it, on some release.
    func involves(_ key: ScenarioKey) -> Bool { targets[key] != nil || sources[key] != nil }
  }
}
