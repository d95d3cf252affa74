import PushMatrixEngine
import PushMatrixModel

/// Builds the pages people read from a routed space, in one language.
///
/// Each view is a layout of the same cells: what the engine answers for one scenario, the notes
/// behind it, and the documents' observations of that very scenario. Every view lays out the
/// release, the app state and the handler (the callbacks and what willPresent passes) in the
/// layout of a source document; every other registered axis makes sections, one per
/// combination of its values.
package struct ViewBuilder: Sendable {
  /// The routed scenarios and the observations.
  package var routed: RoutedSpace {
    didSet { word() }
  }
  /// The language of every label and phrase.
  package var language: Language {
    didSet { word() }
  }
  /// Whether to list every release, instead of collapsing consecutive identical ones.
  package var expand: Bool
  /// The phrase of every outcome of the space, worded once.
  private(set) var phrases: [TableView.Cell.Outcome: String] = [:]
  /// The cell of each of the routed space's distinct contents, by its number, worded once: a
  /// page shows each of them dozens of times, and equal cells sharing their storage also
  /// compare fast.
  private(set) var cells: [TableView.Cell] = []

  /// The registry position of the app-state axis, laid out as columns or rows.
  static let statePosition = AxisRegistry.position(of: AppState.self)
  /// The registry positions of the handler axes: what the app implements and what willPresent
  /// passes, laid out together as tables or rows.
  static let handlerPositions = [
    AxisRegistry.position(of: CallbackSet.self), AxisRegistry.position(of: Presentation.self),
  ]
  /// The registry positions of every other axis, which make sections, in registry order.
  ///
  /// All but the conditions that the space holds at their default alone, as the documents did,
  /// so that their pages stay as the documents laid them out. Worked out once per builder: a
  /// section's label asks for them, and each time copied every axis.
  let sectionPositions: [Int]

  /// Creates a builder.
  package init(routed: RoutedSpace, language: Language, expand: Bool = false) {
    self.routed = routed
    self.language = language
    self.expand = expand
    sectionPositions = AxisRegistry.axes.indices.filter { position in
      let axis = AxisRegistry.axes[position]
      let heldAtDefault =
        axis.isCondition && routed.space.choices[position] == axis.defaultOrdinal.map { [$0] }
      return position != Self.statePosition && !Self.handlerPositions.contains(position)
        && !heldAtDefault
    }
    word()
  }

  /// Words the phrases and the cells of the distinct contents in the builder's language.
  private mutating func word() {
    let language = language
    phrases = Dictionary(
      uniqueKeysWithValues: routed.distinctOutcomes.map {
        ($0, Self.phrase($0, language: language))
      })
    cells = contents.contents.enumerated().map { number, content in
      var cell = cell(content, marks: [])
      cell.identity = .content(number)
      return cell
    }
  }

  /// The distinct contents of the space's cells.
  var contents: CellContentIndex { routed.contents }

  /// Returns one view as a page.
  ///
  /// - Precondition: the routed space indexes its cells, if the view lays them out.
  package func page(_ view: ViewKind) -> TablePage {
    precondition(
      !view.laysOutCells || routed.indexesCells, "the table views need the routed space's cells")
    return switch view {
    case .byCallbacks: page(view, sections: byCallbacksSections())
    case .byOS: page(view, sections: byOSSections())
    case .byPayload: page(view, sections: byPayloadSections())
    case .conditions: conditionsPage()
    case .serviceExtension: serviceExtensionPage()
    case .long: page(view, sections: longSections(rows: Array(longRows())))
    }
  }

  /// Returns a page of a view: its title, introduction and legend, the given sections that
  /// have tables, and the notes their cells refer to.
  ///
  /// - Parameters:
  ///   - view: the view.
  ///   - sections: the page's sections.
  ///   - notes: the remarks the cells may refer to, by slug; by default those of the routed
  ///     space's cells.
  /// - Returns: the page, whose filter covers the axes the space varies along.
  func page(
    _ view: ViewKind, sections: [TablePage.Section], notes: [String: Note]? = nil
  ) -> TablePage {
    let (title, intro, argument): (Phrase, Phrase, String?) =
      switch view {
      case .byCallbacks: (.titleByCallbacks, .introByCallbacks, Source.callOrderTests.title)
      case .byOS: (.titleByOS, .introByOS, Source.moreCaveats.title)
      case .byPayload: (.titleByPayload, .introByPayload, Source.backgroundModeGuide.title)
      case .conditions: (.titleConditions, .introConditions, defaultConditions)
      case .serviceExtension: (.titleServiceExtension, .introServiceExtension, nil)
      case .long: (.titleLong, .introLong, nil)
      }
    return TablePage(
      view: view, language: language, title: title.text(language),
      intro: intro.text(language, argument),
      legend: view == .conditions
        ? conditionsLegend : view == .serviceExtension ? serviceExtensionLegend : legend(for: view),
      sections: sections.filter { !$0.tables.isEmpty },
      footnotes: FootnoteCatalog(
        router: routed.router, notes: notes ?? routed.notes, language: language
      ).footnotes(referencedBy: sections.flatMap(\.tables)),
      varyingAxes: space.choices.indices.filter { space.choices[$0].count > 1 })
  }

  /// The space's values, by axis.
  var space: ScenarioSpace { routed.space }

  /// Returns the text of a phrase in the builder's language.
  func text(_ phrase: Phrase, _ argument: String? = nil) -> String {
    phrase.text(language, argument)
  }

  /// Returns the label of a value of the axis at a registry position.
  func label(_ position: Int, _ ordinal: Int) -> String {
    AxisRegistry.axes[position].labels[ordinal].text(language)
  }

  /// Returns the combinations of the space's values of some axes, in key order (the last axis
  /// turning fastest), leaving out values that fit the combination's other values on none of
  /// the space's releases.
  ///
  /// - Parameter positions: registry positions, ascending.
  /// - Returns: keys whose other axes hold the space's first value, such as a condition's
  ///   default where the space holds it alone.
  func combinations(of positions: [Int]) -> [ScenarioKey] {
    let first = ScenarioKey(ordinals: space.choices.map { $0.first ?? 0 })
    var key = first
    var keys: [ScenarioKey] = []
    func walk(_ index: Int) {
      guard index < positions.count else {
        keys.append(key)
        return
      }
      let position = positions[index]
      let axis = AxisRegistry.axes[position]
      let decides = axis.dependsOn.flatMap(AxisRegistry.position(ofID:))
      // A value that fits on some release of the space counts, such as presentation list,
      // which starts at iOS 14.
      let fitting =
        decides.map { positions.contains($0) } == true
        ? space.versions.flatMap { axis.allowedOrdinals(in: Scenario(os: $0, key: key)) }
        : Array(0..<axis.count)
      for ordinal in space.choices[position] where fitting.contains(ordinal) {
        key.setOrdinal(ordinal, at: position)
        walk(index + 1)
      }
      key.setOrdinal(first.ordinal(at: position), at: position)
    }
    walk(0)
    return keys
  }

  /// Returns a key with the values of `other` on the given axes.
  func merging(_ key: ScenarioKey, _ other: ScenarioKey, at positions: [Int]) -> ScenarioKey {
    var merged = key
    for position in positions { merged.setOrdinal(other.ordinal(at: position), at: position) }
    return merged
  }

  /// Returns the sections of a view, one per combination of the section axes' values.
  ///
  /// - Parameter tables: the tables of a section, given a key holding its values.
  /// - Returns: the sections, in key order.
  func sections(_ tables: (ScenarioKey) -> [TableView]) -> [TablePage.Section] {
    combinations(of: sectionPositions).map { section in
      TablePage.Section(title: context(section), tables: tables(section))
    }
  }

  /// The handlers of the space: its callback sets and the presentations that fit each.
  var handlers: [ScenarioKey] { combinations(of: Self.handlerPositions) }

  /// Returns the label of a section's values, such as `alert (visible) · background mode on`.
  func context(_ section: ScenarioKey) -> String {
    sectionPositions.map { label($0, section.ordinal(at: $0)) }.joined(separator: " · ")
  }

  /// Returns the identifier of a section's values, such as `alert_on`, for table IDs.
  func contextID(_ section: ScenarioKey) -> String {
    sectionPositions.map { AxisRegistry.axes[$0].identifiers[section.ordinal(at: $0)] }
      .joined(separator: "_")
  }

  /// Returns the heading of a handler: its values' labels, leaving out a value that is the only
  /// one that fits (such as `n/a` without willPresent).
  func handlerHeading(_ handler: ScenarioKey) -> TableView.Heading {
    let scenario = Scenario(os: space.versions.first ?? Epoch.remoteNotifications, key: handler)
    var labels: [String] = []
    var identifiers: [String] = []
    for position in Self.handlerPositions {
      let axis = AxisRegistry.axes[position]
      guard axis.allowedOrdinals(in: scenario).count > 1 || axis.dependsOn == nil else { continue }
      labels.append(label(position, handler.ordinal(at: position)))
      identifiers.append(axis.identifiers[handler.ordinal(at: position)])
    }
    return TableView.Heading(
      key: identifiers.joined(separator: ":"), label: labels.joined(separator: " · "),
      facets: Facets(key: handler, positions: Self.handlerPositions))
  }

  /// Returns the column headings of the app states in the space.
  var stateHeadings: [TableView.Heading] { space.choices[Self.statePosition].map(stateHeading) }

  /// Returns the heading of an app state, by ordinal.
  func stateHeading(_ ordinal: Int) -> TableView.Heading {
    var key = ScenarioKey.first
    key.setOrdinal(ordinal, at: Self.statePosition)
    return TableView.Heading(
      key: AxisRegistry.axes[Self.statePosition].identifiers[ordinal],
      label: label(Self.statePosition, ordinal),
      facets: Facets(key: key, positions: [Self.statePosition]))
  }

  /// Returns the heading of consecutive releases, such as `10.1–12.3.1`.
  func versionsHeading(_ versions: [OSVersion]) -> TableView.Heading {
    let first = versions.first!.description
    let last = versions.last!.description
    return TableView.Heading(
      key: versions.count == 1 ? first : "\(first)-\(last)",
      label: versions.count == 1 ? first : "\(first)–\(last)", facets: Facets(versions: versions))
  }

  /// Groups the space's releases into runs of consecutive releases with equal content, or one
  /// release each when expanding.
  ///
  /// - Parameters:
  ///   - collapsing: whether to group equal releases; by default unless the builder expands.
  ///   - content: the content of a release, given its index in the space's releases.
  /// - Returns: the indices of the releases of each run, in order.
  func releaseRuns<Content: Equatable>(
    collapsing: Bool? = nil, by content: (Int) -> Content
  ) -> [Range<Int>] {
    let collapsing = collapsing ?? !expand
    var runs: [Range<Int>] = []
    var previous: Content?
    for release in space.versions.indices {
      let value = content(release)
      if collapsing, let run = runs.last, previous == value {
        runs[runs.count - 1] = run.lowerBound..<release + 1
      } else {
        runs.append(release..<release + 1)
      }
      previous = value
    }
    return runs
  }

  /// Returns the releases of a run of ``releaseRuns(by:)``.
  func versions(_ run: Range<Int>) -> [OSVersion] { Array(space.versions[run]) }
}
