import PushMatrixEngine

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
  /// A cell names the rules behind its answer that no device test backs on any release. The
  /// others rest on device tests of a few releases; the legend lists them and says that an
  /// answer is extrapolated from them elsewhere, since naming such a rule on every other release
  /// would split every collapsed range at the tested releases and outgrow the pages.
  ///
  /// - Parameters:
  ///   - outcome: what the engine answers for the scenario.
  ///   - router: the engine, which knows the releases device tests back each rule on.
  init(_ outcome: Outcome, router: Router) {
    self.outcome = TableView.Cell.Outcome(outcome)
    footnotes = []
    for id in [outcome.arrivalRule, outcome.tapRule] {
      if let id, router.decider(id)?.observedOn.isEmpty == true { refer(to: id) }
    }
    if let quirk = outcome.quirk { refer(to: quirk) }
    for remark in outcome.notes { refer(to: remark.id) }
  }

  /// Adds a note the cell refers to, unless it already does.
  mutating func refer(to slug: String) {
    if !footnotes.contains(slug) { footnotes.append(slug) }
  }
}
