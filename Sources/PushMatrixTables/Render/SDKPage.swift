import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// The page of one push SDK (``SDKBridge``): which of its handlers a push reaches on iOS, worked
/// out by the engine followed by the SDK's bridge, in one language.
///
/// One table per shape of what the sender sends through the SDK's usual service, rows the app
/// states, and for the arrival and the tap the native calls and then the handlers with the rules
/// that named them; then the releases whose handlers differ, what the handlers need, the SDK's
/// documented claims with the ledger's verdict (an overruled one beside the contradiction that
/// explains it), and the rules with their sources. The SDK's own prose (its hooks, the rules'
/// summaries and sources) is in English in every language, as on the push services' page.
package struct SDKPage: Sendable {
  /// The bridge the page shows, at the release its code was read at.
  package var bridge: SDKBridge
  /// The engine the SDK's bridge follows.
  package var router: Router
  /// The judgements of the observations that speak of the SDK's handlers, in file order.
  package var judgements: [Judgement]

  /// The release every cell is asked about: the one the bridges' examples route.
  static let os = OSVersion(17, 0)

  /// Returns the page's name, its file being `<language>/<name>.md`: `sdk-` and the bridge's ID.
  package static func name(_ bridge: SDKBridge) -> String { "sdk-" + bridge.id }

  /// Creates the page of a bridge after a pipeline's engine, with the ledger's judgements of the
  /// observations that speak of the SDK.
  package init(_ bridge: SDKBridge, pipeline: Pipeline) {
    self.bridge = bridge
    router = pipeline.router
    judgements = (pipeline.ledger?.judgements ?? []).filter { $0.observation.sdk?.id == bridge.id }
  }

  /// One row of a table: what the SDK calls in one scenario.
  struct Row: Equatable {
    var state: AppState
    var payload: Payload
    var nativeArrival: Calls
    var nativeTap: Calls?
    var arrival: SDKBridge.PhaseDecision
    var tap: SDKBridge.PhaseDecision?

    /// Whether the SDK calls the same handlers by the same rules as in another row.
    func sameHandlers(as other: Row) -> Bool { arrival == other.arrival && tap == other.tap }
  }

  /// Returns the rows of every app state and payload, payload by payload, in a release of the
  /// SDK and a state of the background mode.
  func rows(_ bridge: SDKBridge, backgroundMode: BackgroundMode = .on) -> [Row] {
    let router = router.bridging(bridge)
    return Payload.allCases.flatMap { payload in
      AppState.allCases.map { state in
        let text =
          "os=\(Self.os) callbacks=\(bridge.callbacks) state=\(state.rawValue) "
          + "payload=\(payload.rawValue) backgroundMode=\(backgroundMode.rawValue)"
        let scenario: Scenario
        do { scenario = try Scenario(parsing: text) } catch {
          preconditionFailure("SDK page scenario \(text): \(error)")
        }
        let trail = router.trail(scenario)
        let decisions = bridge.decisions(after: trail.outcome, in: trail.context)
        return Row(
          state: state, payload: payload, nativeArrival: trail.outcome.arrival,
          nativeTap: trail.outcome.tap, arrival: decisions.arrival, tap: decisions.tap)
      }
    }
  }

  /// Returns the anchor of the table of a payload on every SDK page, which the push services'
  /// page links.
  package static func anchor(_ payload: Payload) -> String { "payload-" + payload.rawValue }

  /// Returns the page in Markdown, in one language.
  package func markdown(_ language: Language, notice: String) -> String {
    notice + "\n" + MarkdownWriter().markdown(document(language, format: .md))
  }

  /// Returns the page in one language as a document, its links to the pages beside it in a
  /// format.
  func document(_ language: Language, format: PageFormat) -> Document {
    let text = Self.phrases(language)
    let rows = rows(bridge)
    var blocks: [Document.Block] = [
      .heading(1, text.title(bridge.title)),
      .paragraph(intro(text, format: format)),
    ]
    for payload in Payload.allCases {
      blocks.append(.heading(2, text.sends(payload), id: Self.anchor(payload)))
      blocks.append(
        .table(
          Document.Table(
            columns: [
              Phrase.cornerState.text(language), text.nativeArrival, text.arrivalHandlers,
              text.nativeTap, text.tapHandlers,
            ],
            cells: rows.filter { $0.payload == payload }.map { row in
              [
                [.text(state(row.state, language))], [.code(CallSequence.text(row.nativeArrival))],
                cell(row.arrival), [.code(CallSequence.text(tap: row.nativeTap))],
                row.tap.map(cell) ?? ["–"],
              ]
            })))
    }
    blocks += releases(text, language, current: rows)
    blocks += prerequisites(text, language, current: rows)
    blocks += claims(text, language)
    blocks.append(.heading(2, text.rulesHeading, id: "rules"))
    blocks.append(
      .definitions(
        bridge.rules.map { rule in
          Document.Definition(
            [.code(rule.id)], id: rule.id,
            description: [
              .paragraph(
                [.text("\(rule.basis.rawValue). \(rule.summary)")]
                  + (rule.caveat.map { [.text(" " + $0)] } ?? [])),
              .list(rule.sources.map { Document.ListItem(Self.link($0)) }),
            ])
        }))
    return Document(blocks)
  }

  /// Returns the introduction: the SDK, its release and hooks, the scenario every cell is in,
  /// and the links to the push services' and the conditions' pages.
  private func intro(_ text: Phrases, format: PageFormat) -> [Document.Inline] {
    let conditions = format == .html ? "conditions.html" : "conditions.md"
    return [
      .text(
        text.intro(
          bridge.title, bridge.current.description, bridge.earliest.description, bridge.service,
          Self.os.description)),
      " ",
      .code(
        "pushmatrix explain --os \(Self.os) --state STATE --payload PAYLOAD --sdk \(bridge.id)"),
      ". ", .link([.text(text.pushServices)], to: "push-services.md"), " · ",
      .link([.text(text.conditions)], to: conditions),
    ]
  }

  /// Returns a cell: the handlers in order, `–` for none, then the rules that named them, each
  /// linked to its entry in the rules; the rule that bridges nothing is left out beside another,
  /// since it named no handler there.
  private func cell(_ decision: SDKBridge.PhaseDecision) -> Document.Table.Cell {
    let handlers: Document.Table.Cell =
      decision.handlers.isEmpty
      ? ["–"] : Self.joined(decision.handlers.map { Document.Inline.code($0) }, " > ")
    let unbridged = bridge.arrivalRules.last?.id
    let named =
      decision.rules.count > 1 ? decision.rules.filter { $0 != unbridged } : decision.rules
    guard !named.isEmpty else { return handlers }
    let rules = named.map { Document.Inline.link([.text($0)], to: "#\($0)") }
    return handlers + [" ("] + Self.joined(rules, ", ") + [")"]
  }

  /// Returns the section on the releases whose handlers differ from the current release's: for
  /// each range the bridge's changes bound, the rows that differ; none for a bridge that never
  /// changed.
  private func releases(_ text: Phrases, _ language: Language, current: [Row])
    -> [Document.Block]
  {
    guard !bridge.changes.isEmpty else { return [] }
    // Each range of releases its rows; a row that stays the same over consecutive ranges is
    // one line with the ranges joined.
    let starts = ([bridge.earliest] + bridge.changes).filter { $0 < bridge.current }
    let older = starts.map { start in
      do { return rows(try bridge.at(start)) } catch { preconditionFailure("\(error)") }
    }
    var cells: [[Document.Table.Cell]] = []
    for (position, now) in current.enumerated() {
      var first = 0
      while first < starts.count {
        let row = older[first][position]
        var last = first
        while last + 1 < starts.count, older[last + 1][position] == row { last += 1 }
        if !row.sameHandlers(as: now) {
          // The last range reaches the current release, whose rows are the tables above.
          let end = last + 1 < starts.count ? starts[last + 1] : bridge.current
          cells.append([
            [.text(text.range(starts[first].description, end.description))],
            [.code(row.payload.rawValue)], [.text(state(row.state, language))], cell(row.arrival),
            row.tap.map(cell) ?? ["–"],
          ])
        }
        first = last + 1
      }
    }
    let changes = bridge.changes.map(\.description).joined(separator: ", ")
    let heading = Document.Block.heading(
      2, text.releasesHeading(bridge.current.description), id: "releases")
    guard !cells.isEmpty else { return [heading, .paragraph([.text(text.releasesSame(changes))])] }
    return [
      heading, .paragraph([.text(text.releasesIntro(changes))]),
      .table(
        Document.Table(
          columns: [
            text.releasesColumn, text.sendsColumn, Phrase.cornerState.text(language),
            text.arrivalHandlers, text.tapHandlers,
          ], cells: cells)),
    ]
  }

  /// Returns the section on what the handlers need: the SDK's hooks, the rows that change
  /// without the remote-notification background mode, and the rules' caveats.
  private func prerequisites(_ text: Phrases, _ language: Language, current: [Row])
    -> [Document.Block]
  {
    let withoutMode = zip(rows(bridge, backgroundMode: .off), current).filter {
      !$0.0.sameHandlers(as: $0.1)
    }
    var items = [
      Document.ListItem(
        [
          .strong([.text(text.hooksLabel)]), " ", .code(bridge.callbacks.description), ": ",
          .text(bridge.hooks),
        ])
    ]
    var backgroundMode: [Document.Inline] = [.strong([.text(text.backgroundModeLabel)]), " "]
    if withoutMode.isEmpty {
      backgroundMode.append(.text(text.backgroundModeSame))
    } else {
      backgroundMode.append(.text(text.backgroundModeChanges))
      for (off, on) in withoutMode {
        let place = " \(off.payload.rawValue), \(state(off.state, language)): "
        backgroundMode += [.text(place)] + cell(on.arrival) + [" → "] + cell(off.arrival) + [";"]
      }
    }
    items.append(Document.ListItem(backgroundMode))
    for rule in bridge.rules {
      guard let caveat = rule.caveat else { continue }
      items.append(
        Document.ListItem([.link([.code(rule.id)], to: "#\(rule.id)"), ": ", .text(caveat)]))
    }
    return [.heading(2, text.prerequisitesHeading, id: "prerequisites"), .list(items)]
  }

  /// Returns the section on what the SDK's documentation claims, each claim with the ledger's
  /// verdict and, when the code overrules it, the contradiction with the side the engine takes.
  private func claims(_ text: Phrases, _ language: Language) -> [Document.Block] {
    guard !judgements.isEmpty else { return [] }
    var contradictions: [Contradiction] = []
    let cells = judgements.map { judgement -> [Document.Table.Cell] in
      let observation = judgement.observation
      let label: Phrase =
        switch judgement.verdict {
        case .agrees: .agrees
        case .overruled: .overruled
        case .unexplained: .unexplained
        }
      var verdict: Document.Table.Cell = [.text(label.text(language))]
      if case .overruled(let id) = judgement.verdict, let contradiction = Contradiction.named(id) {
        verdict += [" (", .link([.text(id)], to: "#\(id)"), ")"]
        if !contradictions.contains(where: { $0.id == id }) { contradictions.append(contradiction) }
      }
      let differences = Set(
        judgement.mismatches.map { "\($0.field): \($0.observed) → \($0.engine)" })
      let claim =
        observation.note
        + (differences.isEmpty ? "" : " [" + differences.sorted().joined(separator: "; ") + "]")
      return [[.text(observation.id)], [.text(observation.location)], [.text(claim)], verdict]
    }
    return [
      .heading(2, text.claimsHeading, id: "claims"),
      .paragraph([.text(text.claimsIntro)]),
      .table(Document.Table(columns: text.claimsColumns, cells: cells)),
      .definitions(
        contradictions.map { contradiction in
          Document.Definition(
            [.text(contradiction.id)], id: contradiction.id,
            description: [
              .paragraph([
                .text(contradiction.summary + " "), .emphasis([.text(contradiction.resolution)]),
              ])
            ])
        }),
    ]
  }

  /// Returns inline text with a separator between each two of its runs.
  private static func joined(_ inlines: [Document.Inline], _ separator: Document.Inline)
    -> [Document.Inline]
  {
    inlines.enumerated().flatMap { $0 == 0 ? [$1] : [separator, $1] }
  }

  /// Returns an app state's name on pages.
  private func state(_ state: AppState, _ language: Language) -> String {
    AppState.axis.labels[AppState.axis.ordinal(of: state)].text(language)
  }

  /// Returns a source as a link to its address, or its title without one.
  static func link(_ source: Source) -> [Document.Inline] {
    source.url.map { [.link([.text(source.title)], to: $0)] } ?? [.text(source.title)]
  }

  /// The fixed text of the page in one language.
  struct Phrases {
    var title: (String) -> String
    var intro: (String, String, String, String, String) -> String
    var sends: (Payload) -> String
    var pushServices: String
    var conditions: String
    var nativeArrival: String
    var arrivalHandlers: String
    var nativeTap: String
    var tapHandlers: String
    var releasesHeading: (String) -> String
    var releasesIntro: (String) -> String
    var releasesSame: (String) -> String
    var range: (String, String) -> String
    var releasesColumn: String
    var sendsColumn: String
    var prerequisitesHeading: String
    var hooksLabel: String
    var backgroundModeLabel: String
    var backgroundModeSame: String
    var backgroundModeChanges: String
    var claimsHeading: String
    var claimsIntro: String
    var claimsColumns: [String]
    var rulesHeading: String
  }
}
