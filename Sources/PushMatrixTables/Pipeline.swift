import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// The stages every table PushMatrix produces goes through, named once: space → routed space →
/// page → bytes.
///
/// 1. A ``ScenarioSpace``: the scenarios, enumerated from the ``AxisRegistry``.
/// 2. A ``RoutedSpace``: each scenario routed by the ``Router`` once, with the ``Ledger``'s
///    judgements of the documents' observations beside them.
/// 3. A ``TablePage``: one view of the routed space, in one language, laid out by
///    ``ViewBuilder``.
/// 4. Bytes: the page in one ``PageFormat``, filled from the templates.
///
/// The goldens skip stage 3: they are the long table of the space, written straight to TSV.
/// `render`, `generate`, `check` and the docs generator all go through these functions; none
/// rebuilds a stage, and the ledger is judged by the same router that routes the space.
public struct Pipeline: Sendable {
  /// The engine.
  public let router: Router
  /// The documents' observations judged by ``router``, or `nil` for tables without them.
  public let ledger: Ledger?

  /// Creates a pipeline over an engine and, when given, the documents' observations.
  ///
  /// - Parameters:
  ///   - router: the engine.
  ///   - observations: the observations to judge and show, or `nil` for none.
  public init(router: Router = .standard, observations: [Observation]?) {
    self.router = router
    ledger = observations.map { Ledger($0, router: router) }
  }

  /// Stage 2: routes every scenario of a space once and indexes the judgements.
  ///
  /// - Parameters:
  ///   - space: the scenarios.
  ///   - indexingCells: whether to work out every scenario's cell up front, as the documents'
  ///     layouts need (``ViewKind/laysOutCells``); the long view makes its rows one at a time.
  ///   - comparingConditions: whether to work out what each condition changes up front, as the
  ///     conditions page needs, once for every language.
  /// - Returns: the routed space.
  public func route(
    _ space: ScenarioSpace, indexingCells: Bool = true, comparingConditions: Bool = false
  ) -> RoutedSpace {
    RoutedSpace(
      space, ledger: ledger, router: router, indexingCells: indexingCells,
      comparingConditions: comparingConditions)
  }

  /// Stage 3: lays out one view of a routed space in one language.
  ///
  /// - Parameters:
  ///   - view: the layout.
  ///   - routed: the routed space, from ``route(_:)``.
  ///   - language: the language of every label and phrase.
  ///   - expand: whether to list every release instead of collapsing identical ones.
  /// - Returns: the page.
  public func page(
    _ view: ViewKind, of routed: RoutedSpace, language: Language, expand: Bool = false
  ) -> TablePage {
    ViewBuilder(routed: routed, language: language, expand: expand).page(view)
  }

  /// Stage 4: renders a page in a format.
  public func bytes(_ page: TablePage, as format: PageFormat, options: RenderOptions) -> String {
    format.format(page, options: options)
  }

  /// Stage 3 for the flowcharts: the decisions the engine makes for each app state of a routed
  /// space, as a page in each language; the decisions are worked out once for all of them.
  public func flowcharts(of routed: RoutedSpace, languages: [Language]) -> [FlowchartPage] {
    guard let first = languages.first else { return [] }
    let trees = ViewBuilder(routed: routed, language: first).flowchartTrees()
    return languages.map { ViewBuilder(routed: routed, language: $0).flowchartPage(trees) }
  }

  /// Stage 4 for the flowcharts: renders them as Markdown, with Mermaid charts, or as HTML.
  ///
  /// - Precondition: the format is Markdown or HTML; the charts have no table form.
  public func bytes(_ page: FlowchartPage, as format: PageFormat, options: RenderOptions)
    -> String
  {
    switch format {
    case .md: FlowchartMarkdownFormatter.format(page, options: options)
    case .html: FlowchartHTMLFormatter.format(page, options: options)
    case .csv, .json: preconditionFailure("the flowcharts are Markdown or HTML, not \(format)")
    }
  }

  /// Every stage for one page, written to a sink as it is made.
  ///
  /// The long view has a row per scenario, millions for a wide space: its rows are made and
  /// written one at a time, as `export` writes them, in the memory `export` takes.
  public func render(
    _ space: ScenarioSpace, view: ViewKind, as format: PageFormat, language: Language,
    expand: Bool = false, options: RenderOptions, to sink: some TextSink
  ) {
    let builder = ViewBuilder(
      routed: route(
        space, indexingCells: view.laysOutCells, comparingConditions: view == .conditions),
      language: language, expand: expand)
    if view == .long {
      format.write(builder.longFrame(), rows: builder.longRows(), options: options, to: sink)
    } else {
      format.write(builder.page(view), options: options, to: sink)
    }
  }
}
