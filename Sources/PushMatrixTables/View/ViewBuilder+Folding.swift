import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

extension ViewBuilder {
  /// Returns which handlers of a section each release shows in the row of another.
  ///
  /// A handler is folded on a release when the release does not call some callback it implements
  /// and, in every app state of the space, the engine answers exactly as for the handler of the
  /// callbacks the release does call, but for the `callbacks-unavailable` note; that handler must
  /// be in the space. Worked out once per routed space and section, whatever the view and
  /// language: the by-os, by-callbacks and by-payload pages lay out the same sections.
  func folding(in section: ScenarioKey) -> Folding {
    routed.foldings.value(section) { fold(section) }
  }

  /// Works out ``folding(in:)``.
  func fold(_ section: ScenarioKey) -> Folding {
    var folding = Folding(releaseCount: space.versions.count)
    let router = routed.router
    for handler in handlers {
      let key = merging(section, handler, at: Self.handlerPositions)
      var target: ScenarioKey?
      for (release, os) in space.versions.enumerated() {
        // Releases of one epoch route alike: a release answers as the one before it in its epoch.
        let sameEpoch =
          release > 0 && router.epoch(of: os) == router.epoch(of: space.versions[release - 1])
        if !sameEpoch { target = foldTarget(of: key, on: release) }
        if let target { folding.fold(key, into: target, on: release) }
      }
    }
    return folding
  }

  /// Returns the key of the callbacks a release calls among those a key implements, when the key
  /// folds into it there; `nil` when it does not.
  private func foldTarget(of key: ScenarioKey, on release: Int) -> ScenarioKey? {
    let os = space.versions[release]
    let callbacks = key[CallbackSet.self]
    let called = callbacks.filter { $0.isAvailable(on: os) }
    guard called != callbacks else { return nil }
    var target = key
    target[CallbackSet.self] = called
    // An axis that depends on the callbacks, such as what willPresent passes, takes the one value
    // that fits the smaller set.
    for (position, axis) in AxisRegistry.axes.enumerated() where axis.dependsOn != nil {
      let fitting = axis.allowedOrdinals(in: Scenario(os: os, key: target))
      guard !fitting.contains(target.ordinal(at: position)) else { continue }
      guard fitting.count == 1 else { return nil }
      target.setOrdinal(fitting[0], at: position)
    }
    for state in space.choices[Self.statePosition] {
      let folded = Scenario(os: os, key: stateKey(key, state))
      let shown = Scenario(os: os, key: stateKey(target, state))
      guard exists(folded.key, on: release), exists(shown.key, on: release) else { return nil }
      var outcome = routed.outcome(folded)
      outcome.notes.removeAll { $0.id == NoteRules.callbacksUnavailable.id }
      guard outcome == routed.outcome(shown) else { return nil }
    }
    return target
  }

  /// Whether the space has a scenario of a key on a release.
  private func exists(_ key: ScenarioKey, on release: Int) -> Bool {
    (contents.entries(key)?[release] ?? .absent) != .absent
  }

  /// Returns the cells a view shows for one key on every release: those of
  /// ``cellsOnEveryRelease(_:)``, absent where the key is folded into another, and with the
  /// documents' observations of the keys folded into it beside its own.
  func shownCells(_ key: ScenarioKey, folding: Folding) -> ReleaseCells {
    var row = cellsOnEveryRelease(key)
    guard let releases = folding.keys[stateKey(key, 0)] else { return row }
    let state = key.ordinal(at: Self.statePosition)
    var merged: Set<Int> = []
    for (release, os) in space.versions.enumerated() {
      if releases.targets[release] != nil {
        row.cells[release] = Self.absent
        row.identities[release] = .absent
        continue
      }
      let others = releases.sources[release].flatMap { source in
        marks(Scenario(os: os, key: stateKey(source, state))).map { mark in
          var mark = mark
          mark.callbacks = source[CallbackSet.self].description
          return mark
        }
      }
      guard !others.isEmpty else { continue }
      let scenario = Scenario(os: os, key: key)
      // An observation that leaves open what willPresent passes folds in from each value.
      var seen: Set<ObservationMark> = []
      let cell = self.cell(
        CellContent(routed.outcome(scenario), router: routed.router),
        marks: (marks(scenario) + others).filter { seen.insert($0).inserted })
      let sameAsPrevious = merged.contains(release - 1) && row.cells[release - 1] == cell
      row.cells[release] = cell
      row.identities[release] =
        sameAsPrevious ? row.identities[release - 1] : .merged(since: release)
      merged.insert(release)
    }
    return row
  }

  /// Returns the remark of a table of handlers on some releases (by-os), when it folds some.
  ///
  /// - Parameters:
  ///   - versions: the table's releases.
  ///   - release: the index of its first release.
  ///   - keys: the keys of the handlers of its rows, app state at ordinal 0.
  ///   - folding: the section's folding.
  /// - Returns: which callbacks the releases do not call, and the note that explains it; empty
  ///   when the table folds no handler.
  func foldedRowsRemark(
    _ versions: [OSVersion], release: Int, keys: [ScenarioKey], folding: Folding
  ) -> [Run] {
    let os = space.versions[release]
    let uncalled = CallbackSet(
      keys.filter { folding.target(of: $0, on: release) != nil }.flatMap {
        $0[CallbackSet.self].filter { !$0.isAvailable(on: os) }
      })
    guard !uncalled.isEmpty else { return [] }
    return [
      .text(
        Phrase.foldedRows.text(
          language, versionsHeading(versions).label, Phrase.list(uncalled.map(\.rawValue), language)
        )),
      .footnote(NoteRules.callbacksUnavailable.id),
    ]
  }

  /// Returns the remark of a table of one handler across releases (by-callbacks, by-payload).
  ///
  /// - Parameters:
  ///   - key: the table's key, app state at ordinal 0.
  ///   - folding: the section's folding.
  /// - Returns: on which releases the handler is shown in the table of another set, and the
  ///   note that explains why; empty when its own table shows it on every release.
  func foldedReleasesRemark(_ key: ScenarioKey, folding: Folding) -> [Run] {
    let runs = releaseRuns(collapsing: true) { folding.target(of: key, on: $0) }
    let sentences = runs.compactMap { run -> String? in
      guard let target = folding.target(of: key, on: run.lowerBound) else { return nil }
      let os = space.versions[run.lowerBound]
      let uncalled = key[CallbackSet.self].filter { !$0.isAvailable(on: os) }
      return Phrase.foldedTable.text(
        language, versionsHeading(versions(run)).label,
        Phrase.list(uncalled.map(\.rawValue), language), handlerHeading(target).label)
    }
    guard !sentences.isEmpty else { return [] }
    return [
      .text(sentences.joined(separator: language == .en ? " " : "")),
      .footnote(NoteRules.callbacksUnavailable.id),
    ]
  }
}
