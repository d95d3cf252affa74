/// Builds the pages people read from a routed space, in one language.
///
/// Each view is a layout of the same cells: what the engine answers for one scenario, the notes
/// behind it, and the documents' observations of that very scenario.
public struct ViewBuilder: Sendable {
  /// The routed scenarios and the observations.
  public var routed: RoutedSpace {
    didSet {
      contents = CellContentIndex(routed)
      word()
    }
  }
  /// The language of every label and phrase.
  public var language: Language {
    didSet { word() }
  }
  /// Whether to list every release, instead of collapsing consecutive identical ones.
  public var expand: Bool
  /// The phrase of every outcome of the space, worded once.
  private(set) var phrases: [TableView.Cell.Outcome: String] = [:]
  /// The distinct contents of the cells no document observed.
  private(set) var contents: CellContentIndex
  /// The cell of each of ``contents``, by its number, worded once: a page shows each of them
  /// dozens of times, and equal cells sharing their storage also compare fast.
  private(set) var cells: [TableView.Cell] = []

  /// Creates a builder.
  public init(routed: RoutedSpace, language: Language, expand: Bool = false) {
    self.init(
      routed: routed, language: language, expand: expand, contents: CellContentIndex(routed))
  }

  /// Creates a builder that shares the cell contents of its routed space with other builders,
  /// such as those of the other languages.
  init(routed: RoutedSpace, language: Language, expand: Bool = false, contents: CellContentIndex) {
    self.routed = routed
    self.language = language
    self.expand = expand
    self.contents = contents
    word()
  }

  /// Words the phrases and the cells of the distinct contents in the builder's language.
  private mutating func word() {
    let language = language
    phrases = Dictionary(
      uniqueKeysWithValues: routed.distinctOutcomes.map {
        ($0, Self.phrase($0, language: language))
      })
    cells = contents.contents.map { cell($0, marks: []) }
  }

  /// Returns one view as a page.
  public func page(_ view: ViewKind) -> TablePage {
    let sections =
      switch view {
      case .byCallbacks: byCallbacksSections()
      case .byOS: byOSSections()
      case .byPayload: byPayloadSections()
      case .long: longSections()
      }
    let (title, intro, document): (Phrase, Phrase, Source?) =
      switch view {
      case .byCallbacks: (.titleByCallbacks, .introByCallbacks, .callOrderTests)
      case .byOS: (.titleByOS, .introByOS, .moreCaveats)
      case .byPayload: (.titleByPayload, .introByPayload, .backgroundModeGuide)
      case .long: (.titleLong, .introLong, nil)
      }
    return TablePage(
      view: view, language: language, title: title.text(language),
      intro: intro.text(language, document?.title), legend: legend(for: view),
      sections: sections.filter { !$0.tables.isEmpty },
      footnotes: FootnoteCatalog(notes: routed.notes, language: language).footnotes(
        referencedBy: sections.flatMap(\.tables)))
  }

  /// The space's values, by axis.
  var space: ScenarioSpace { routed.space }

  /// Returns the text of a phrase in the builder's language.
  func text(_ phrase: Phrase, _ argument: String? = nil) -> String {
    phrase.text(language, argument)
  }

  /// Returns the sections of a view, one per payload and background mode.
  func sectionsByPayloadAndMode(
    _ tables: (Payload, BackgroundMode) -> [TableView]
  ) -> [TablePage.Section] {
    space.payloads.flatMap { payload in
      space.backgroundModes.map { mode in
        TablePage.Section(title: context(payload, mode), tables: tables(payload, mode))
      }
    }
  }

  /// Returns the implemented callbacks and presentations of the space, in enumeration order.
  var handlers: [(callbacks: CallbackSet, presentation: Presentation)] {
    space.callbackSets.flatMap { callbacks in
      space.presentations(for: callbacks).map { (callbacks, $0) }
    }
  }

  /// Returns the label of a payload and background mode, such as `alert (visible) · …`.
  func context(_ payload: Payload, _ mode: BackgroundMode) -> String {
    text(Phrase.label(payload)) + " · " + text(Phrase.label(mode))
  }

  /// Returns the heading of a callback set and presentation.
  func handlerHeading(_ callbacks: CallbackSet, _ presentation: Presentation) -> TableView.Heading {
    var label = callbacks.isEmpty ? text(.noCallbacks) : callbacks.description
    var key = callbacks.description
    if presentation != .notApplicable {
      label += " · " + text(presentation == .banner ? .presentationBanner : .presentationNone)
      key += ":" + presentation.rawValue
    }
    return TableView.Heading(
      key: key, label: label, facets: Facets(callbacks: callbacks, presentation: presentation))
  }

  /// Returns the column headings of the app states in the space.
  var stateHeadings: [TableView.Heading] { space.states.map(stateHeading) }

  /// Returns the heading of an app state.
  func stateHeading(_ state: AppState) -> TableView.Heading {
    TableView.Heading(
      key: state.rawValue, label: text(Phrase.label(state)), facets: Facets(state: state))
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
  /// - Parameter content: the content of a release, given its index in the space's releases.
  /// - Returns: the indices of the releases of each run, in order.
  func releaseRuns<Content: Equatable>(by content: (Int) -> Content) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var previous: Content?
    for release in space.versions.indices {
      let value = content(release)
      if !expand, let run = runs.last, previous == value {
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
