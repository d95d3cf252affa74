import PushMatrixIO

extension Outcome {
  /// The outcome with only what the user and the app get (``OutcomeColumns/answer``): the rules,
  /// basis, quirk and notes that say why are left blank, so two outcomes with the same answer
  /// are equal.
  public var answer: Outcome {
    var answer = self
    answer.arrivalRule = ""
    answer.tapRule = nil
    answer.extensionRule = ""
    answer.launchRule = ""
    answer.quirk = nil
    answer.basis = .observed
    answer.notes = []
    answer.sdk?.rules = []
    answer.sdk?.basis = .observed
    return answer
  }

  /// The answer's columns as JSON members, each named as the long table names it, in the order
  /// of ``OutcomeColumns/answer``.
  package var answerJSON: [(String, JSONValue)] {
    OutcomeColumns.answer.compactMap { column in column.json.map { (column.id, $0(self)) } }
  }
}

/// The engine's outcome under a name that no nested `Outcome` of a later stage shadows, such as
/// a page cell's; a module-qualified name would not survive the fuzz build, which compiles the
/// stages as one module.
public typealias EngineOutcome = Outcome
