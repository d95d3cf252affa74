/// What a cell of the engine shows before it is worded in a language: the engine's answer and
/// the notes the cell refers to.
///
/// The documents' observations are not part of it: they are worded with the verdict for one
/// release, so cells that show them are built scenario by scenario.
struct CellContent: Sendable, Hashable {
  /// The answer of the first scenario of the cell.
  var outcome: TableView.Cell.Outcome
  /// The slugs of the notes the cell refers to, in order of first reference.
  var footnotes: [String]

  /// Creates the content of one scenario's cell from the engine's outcome.
  ///
  /// - Parameters:
  ///   - outcome: what the engine answers for the scenario.
  ///   - ruleBasis: the basis of every rule, by rule ID.
  ///   - observed: whether a document observed the scenario; its observations then stand in
  ///     for the rules that decided it.
  init(_ outcome: Outcome, ruleBasis: [String: Basis], observed: Bool) {
    self.outcome = TableView.Cell.Outcome(outcome)
    footnotes = []
    if !observed {
      // A rule that rests on device tests itself needs no note.
      for rule in [outcome.arrivalRule, outcome.tapRule] {
        if let rule, ruleBasis[rule] != .observed { refer(to: rule) }
      }
    }
    if let quirk = outcome.quirk { refer(to: quirk) }
    for remark in outcome.notes { refer(to: remark.id) }
  }

  /// Adds a note the cell refers to, unless it already does.
  mutating func refer(to slug: String) {
    if !footnotes.contains(slug) { footnotes.append(slug) }
  }
}
