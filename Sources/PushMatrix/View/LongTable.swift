/// The long table: one row per scenario, the axis columns then the outcome columns.
public enum LongTable {
  /// The column names, in order; scripts depend on it, so new columns go at the end.
  public static let columns: [String] =
    Axis.allCases.map(\.rawValue) + [
      "banner", "arrival", "tap", "rule", "basis", "quirk", "notes",
    ]

  /// The number of leading columns that form the key.
  public static let keyColumnCount = Axis.allCases.count

  /// Returns the row for a scenario and its outcome, as plain (unescaped) cell texts.
  public static func row(_ scenario: Scenario, _ outcome: Outcome) -> [String] {
    scenario.axisValues + [
      outcome.banner ? "yes" : "no",
      CallSequence.text(outcome.arrival),
      CallSequence.text(tap: outcome.tap),
      outcome.rule,
      outcome.basis.rawValue,
      outcome.quirk ?? CallSequence.nothing,
      outcome.notes.isEmpty ? CallSequence.nothing : outcome.notes.map(\.id).joined(separator: ","),
    ]
  }

  /// Returns the rows of every scenario in the space, routed lazily in enumeration order.
  public static func rows(
    of space: ScenarioSpace, routedBy router: Router = .standard
  ) -> some Sequence<[String]> {
    space.lazy.map { row($0, router.route($0)) }
  }
}
