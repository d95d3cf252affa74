import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

extension ViewBuilder {
  /// Returns the cell of one scenario: the engine's answer, the notes behind it, and the
  /// documents' observations of this very scenario, each with its verdict.
  ///
  /// A cell refers to the rules that decided it that no device test backs. Views collapse
  /// releases only where their cells are equal, so a cell never speaks for another release.
  func cell(_ scenario: Scenario) -> TableView.Cell {
    cell(CellContent(routed.outcome(scenario), router: routed.router), marks: marks(scenario))
  }

  /// Returns the marks of the documents' observations of one scenario, each once, in the
  /// ledger's order.
  func marks(_ scenario: Scenario) -> [ObservationMark] {
    var marks: [ObservationMark] = []
    // A cell can show thousands of observations: a set beside the ordered marks keeps finding
    // the ones already shown linear in their number.
    var shown: Set<ObservationMark> = []
    for judgement in routed.judgements(scenario) {
      let mark = mark(judgement)
      if shown.insert(mark).inserted { marks.append(mark) }
    }
    return marks
  }

  /// The cell of a scenario the space does not have on a release, such as one of an axis value
  /// that does not exist yet.
  static let absent = TableView.Cell(text: "")

  /// Returns the cells of one key on every release of the space; a release where the key does
  /// not fit gets ``absent``, of identity ``CellIdentity/absent``.
  func cellsOnEveryRelease(_ key: ScenarioKey) -> ReleaseCells {
    let entries = contents.entries(key) ?? []
    var row = ReleaseCells(cells: [], identities: [])
    row.cells.reserveCapacity(entries.count)
    row.identities.reserveCapacity(entries.count)
    for (release, entry) in entries.enumerated() {
      switch entry {
      case .absent:
        row.cells.append(Self.absent)
        row.identities.append(.absent)
        continue
      case .content(let number):
        row.cells.append(cells[number])
        row.identities.append(.content(number))
        continue
      case .observed: break
      }
      let cell = cell(Scenario(os: space.versions[release], key: key))
      // An observed cell is one of its own, or, with the cell itself, the previous release's
      // when it shows the same.
      if let previous = row.cells.last, previous == cell {
        row.cells.append(previous)
        row.identities.append(row.identities.last!)
      } else {
        row.cells.append(cell)
        row.identities.append(.observed(since: release))
      }
    }
    return row
  }

  /// Returns the cell that shows a content and the documents' observations beside it.
  func cell(_ content: CellContent, marks: [ObservationMark]) -> TableView.Cell {
    var runs: [Run] =
      [.text(phrases[content.outcome] ?? phrase(content.outcome))]
      + content.footnotes.map(Run.footnote)
    for (index, mark) in marks.enumerated() {
      runs.append(index == 0 ? .lineBreak : .text("; "))
      runs += self.runs(mark)
    }
    return TableView.Cell(runs: runs, outcome: content.outcome, observations: marks)
  }

  /// Returns what an outcome shows, such as `banner · tap → launch → didReceiveResponse`.
  func phrase(_ outcome: TableView.Cell.Outcome) -> String {
    Self.phrase(outcome, language: language)
  }

  /// Returns what an outcome shows in a language.
  static func phrase(_ outcome: TableView.Cell.Outcome, language: Language) -> String {
    // A banner that Notification Center does not keep (.banner alone) says so; elsewhere a
    // banner is kept, and what is kept without one shows as the tap it can still take.
    let shown: Phrase =
      outcome.banner ? (outcome.notificationCenter ? .banner : .bannerNotKept) : .noBanner
    var parts = [shown.text(language)]
    // The service extension runs before anything is shown, in its own process.
    if outcome.extensionRuns { parts.insert(Phrase.extensionRuns.text(language), at: 0) }
    if !outcome.arrival.isEmpty { parts.append(arrivalPhrase(outcome.arrival, language)) }
    if let tap = outcome.tap { parts.append(tapPhrase(tap, language)) }
    if !outcome.banner && outcome.arrival.isEmpty {
      parts.append(Phrase.nothingCalled.text(language))
    }
    if let launch = launchPhrase(outcome.launchPayload, language) { parts.append(launch) }
    return parts.joined(separator: " · ")
  }

  /// Returns where the launch code finds the notification, or `nil` when nothing launches.
  static func launchPhrase(_ payload: LaunchPayload, _ language: Language) -> String? {
    switch payload {
    case .notApplicable: nil
    case .none: Phrase.launchPayloadNone.text(language)
    case .launchOptions: Phrase.launchPayloadIn.text(language, "launchOptions")
    case .connectionOptions:
      Phrase.launchPayloadIn.text(language, "connectionOptions.notificationResponse")
    }
  }

  private static func sequencePhrase(_ calls: Calls, _ language: Language) -> String {
    calls.isEmpty ? Phrase.nothing.text(language) : calls.map(\.rawValue).joined(separator: " → ")
  }

  private static func arrivalPhrase(_ calls: Calls, _ language: Language) -> String {
    Phrase.arrival.text(language) + " → " + sequencePhrase(calls, language)
  }

  private static func tapPhrase(_ calls: Calls?, _ language: Language) -> String {
    Phrase.tap.text(language) + " → "
      + (calls.map { sequencePhrase($0, language) } ?? CallSequence.notApplicable)
  }

  /// Returns the mark for a judgement made on one release.
  private func mark(_ judgement: Judgement) -> ObservationMark {
    let observation = judgement.observation
    let fields = Set(judgement.mismatches.map(\.field))
    var claims: [String] = []
    if fields.contains("banner"), case .stated(let banner) = observation.banner {
      claims.append(text(banner ? .banner : .noBanner))
    }
    if fields.contains("notificationCenter"),
      case .stated(let kept) = observation.notificationCenter
    {
      claims.append(text(kept ? .inNotificationCenter : .notInNotificationCenter))
    }
    if fields.contains("arrival"), case .stated(let arrival) = observation.arrival {
      claims.append(Self.arrivalPhrase(arrival, language))
    }
    if fields.contains("tap"), case .stated(let tap) = observation.tap {
      claims.append(Self.tapPhrase(tap, language))
    }
    let verdict: ObservationMark.Verdict =
      switch judgement.verdict {
      case .agrees: .agrees
      case .overruled: .overruled
      case .unexplained: .unexplained
      }
    return ObservationMark(
      id: observation.id, source: observation.source.title, verdict: verdict,
      contradiction: verdict == .overruled ? observation.contradiction : nil,
      claim: claims.isEmpty ? nil : claims.joined(separator: " · "))
  }

  /// Returns the runs that show a mark, such as `✗ MC-39 overruled [C1]: tap → launch`, or
  /// `✓ CO-19 (willPresent+didReceiveResponse)` for an observation of a set folded into the row.
  private func runs(_ mark: ObservationMark) -> [Run] {
    var label = mark.verdict.symbol + " " + mark.id
    if let callbacks = mark.callbacks { label += " (\(callbacks))" }
    switch mark.verdict {
    case .agrees: break
    case .overruled: label += " " + text(.overruled)
    case .unexplained: label += " " + text(.unexplained)
    }
    var runs: [Run] = [.mark(mark.verdict, label)]
    if let contradiction = mark.contradiction { runs.append(.footnote(contradiction)) }
    if let claim = mark.claim { runs.append(.text(": " + claim)) }
    return runs
  }
}
