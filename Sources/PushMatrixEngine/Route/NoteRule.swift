/// A note the engine adds to an outcome as a whole, with the evidence behind it.
///
/// Each note rule lives in its own file under `Route/Rules/Notes/`, named after its ID, with its
/// basis, sources and examples beside its logic. It reads the finished outcome, after the rules
/// and quirks, and only adds its note: it changes neither the calls nor the outcome's basis.
public final class NoteRule: Sendable, Identifiable {
  /// The note the rule adds; its slug is the rule's ID.
  public let note: Note
  /// The kind of evidence behind the note.
  public let basis: Basis
  /// What the note is based on, by title and address.
  public let sources: [Source]
  /// Whether the note belongs on the outcome of a scenario.
  public let applies: @Sendable (Outcome, RoutingContext) -> Bool
  /// Scenarios whose outcome carries the note.
  public let examples: [RuleExample]
  /// Scenarios, written as ``Scenario/init(parsing:)`` reads them, whose outcome does not.
  public let nonApplyingExamples: [String]
  /// The file that declares the note rule, as `#fileID` gives it, for checking that it is named
  /// after the rule.
  let file: String

  /// The stable slug that tables and goldens show.
  public var id: String { note.id }

  /// Creates a note rule whose note has the given slug and text.
  public init(
    id: String, text: String, basis: Basis, sources: [Source],
    applies: @escaping @Sendable (Outcome, RoutingContext) -> Bool,
    examples: [RuleExample], nonApplyingExamples: [String] = [], file: String = #fileID
  ) {
    note = Note(id: id, text: text)
    self.basis = basis
    self.sources = sources
    self.applies = applies
    self.examples = examples
    self.nonApplyingExamples = nonApplyingExamples
    self.file = file
  }
}
