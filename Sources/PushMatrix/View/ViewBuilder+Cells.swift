extension ViewBuilder {
  /// Returns the cell for scenarios that differ only in their release and share the engine's
  /// banner, arrival and tap: the first one's answer, with the notes and observations of all.
  ///
  /// A cell that no document observed refers to the rules that decided it, unless they rest on
  /// device tests themselves; an observed one shows the observations instead, each with its
  /// verdict for this very release.
  func cell(_ scenarios: [Scenario]) -> TableView.Cell {
    var footnotes: [String] = []
    var marks: [ObservationMark] = []
    func note(_ slug: String) {
      if !footnotes.contains(slug) { footnotes.append(slug) }
    }
    var first: Outcome?
    for scenario in scenarios {
      let outcome = routed.outcome(scenario)
      if first == nil { first = outcome }
      let judgements = routed.judgements(scenario)
      if judgements.isEmpty {
        for rule in [outcome.arrivalRule, outcome.tapRule] {
          if let rule, routed.ruleBasis[rule] != .observed { note(rule) }
        }
      }
      if let quirk = outcome.quirk { note(quirk) }
      for remark in outcome.notes { note(remark.id) }
      for judgement in judgements {
        let mark = mark(judgement)
        if !marks.contains(mark) { marks.append(mark) }
      }
    }
    let outcome = TableView.Cell.Outcome(first!)
    var runs: [Run] = [.text(phrases[outcome] ?? phrase(outcome))] + footnotes.map(Run.footnote)
    for (index, mark) in marks.enumerated() {
      runs.append(index == 0 ? .lineBreak : .text("; "))
      runs += self.runs(mark)
    }
    return TableView.Cell(runs: runs, outcome: outcome, observations: marks)
  }

  /// Returns the cell for one scenario.
  func cell(_ scenario: Scenario) -> TableView.Cell { cell([scenario]) }

  /// Returns what an outcome shows, such as `banner · tap → launch → didReceiveResponse`.
  func phrase(_ outcome: TableView.Cell.Outcome) -> String {
    Self.phrase(outcome, language: language)
  }

  /// Returns what an outcome shows in a language.
  static func phrase(_ outcome: TableView.Cell.Outcome, language: Language) -> String {
    var parts = [(outcome.banner ? Phrase.banner : .noBanner).text(language)]
    if !outcome.arrival.isEmpty { parts.append(arrivalPhrase(outcome.arrival, language)) }
    if let tap = outcome.tap { parts.append(tapPhrase(tap, language)) }
    if !outcome.banner && outcome.arrival.isEmpty {
      parts.append(Phrase.nothingCalled.text(language))
    }
    return parts.joined(separator: " · ")
  }

  private static func sequencePhrase(_ calls: [Callback], _ language: Language) -> String {
    calls.isEmpty ? Phrase.nothing.text(language) : calls.map(\.rawValue).joined(separator: " → ")
  }

  private static func arrivalPhrase(_ calls: [Callback], _ language: Language) -> String {
    Phrase.arrival.text(language) + " → " + sequencePhrase(calls, language)
  }

  private static func tapPhrase(_ calls: [Callback]?, _ language: Language) -> String {
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

  /// Returns the runs that show a mark, such as `✗ MC-39 overruled [C1]: tap → launch`.
  private func runs(_ mark: ObservationMark) -> [Run] {
    var label = mark.verdict.symbol + " " + mark.id
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
