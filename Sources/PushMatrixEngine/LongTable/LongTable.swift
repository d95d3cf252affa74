import PushMatrixModel

/// The long table: one row per scenario, the axis columns then the outcome columns.
public enum LongTable {
  /// The outcome columns' names, in order (``OutcomeColumns/all``).
  public static let outcomeColumns = OutcomeColumns.all.map(\.id)

  /// The column names, in order: the release, every registered axis, then the outcome.
  public static let columns: [String] = Scenario.columns + outcomeColumns

  /// The number of leading columns that form the key.
  public static let keyColumnCount = Scenario.columns.count

  /// The columns a reader of the long table cannot do without: the release, the axes that have
  /// no default, and the outcome.
  public static let requiredColumns: Set<String> = Set(
    [OSVersion.axisID]
      + AxisRegistry.axes.filter { $0.defaultOrdinal == nil && $0.dependsOn == nil }.map(\.id)
      + outcomeColumns)

  /// How many keys of a release the writers route in one call: enough to keep both processors
  /// busy, few enough that the block's keys and numbers stay small beside the engine's tables.
  static let routingBlock = 1 << 16

  /// Returns the column names of the table of an engine's outcomes: the release, every axis,
  /// then the outcome columns of the engine's stages (``OutcomeColumns/columns(of:)``).
  public static func columns(of router: Router) -> [String] {
    Scenario.columns + OutcomeColumns.columns(of: router.stages).map(\.id)
  }

  /// Returns the outcome cells of a row, as plain (unescaped) cell texts.
  ///
  /// - Parameters:
  ///   - outcome: the outcome.
  ///   - columns: the table's outcome columns; by default those of every table the project
  ///     writes.
  /// - Returns: the cells, in the columns' order.
  public static func outcomeCells(
    _ outcome: Outcome, columns: [OutcomeColumn] = OutcomeColumns.all
  ) -> [String] {
    columns.map { $0.cell(outcome) }
  }

  /// Returns the row for a scenario and its outcome, as plain (unescaped) cell texts.
  public static func row(
    _ scenario: Scenario, _ outcome: Outcome, columns: [OutcomeColumn] = OutcomeColumns.all
  ) -> [String] {
    scenario.axisValues + outcomeCells(outcome, columns: columns)
  }

  /// Returns the rows of every scenario in the space in enumeration order, with the outcome
  /// columns of the engine's stages, routed a block of a release's keys per call (``Router/outcomeNumbers(of:on:)``) when its first row is read.
  ///
  /// - Parameters:
  ///   - space: the scenarios.
  ///   - router: the engine.
  ///   - onePass: whether the router routes the space once and nothing after it, as an export
  ///     does: the engine then frees what it kept of each release once the rows are past it
  ///     (``Router/forgetOutcomes(before:)``), so every condition's rows fit in a few tables.
  /// - Returns: the rows, as plain (unescaped) cell texts.
  public static func rows(
    of space: ScenarioSpace, routedBy router: Router = .standard, onePass: Bool = false
  ) -> some Sequence<[String]> {
    let columns = OutcomeColumns.columns(of: router.stages)
    return space.releases.lazy.flatMap { os, keys in
      if onePass { router.forgetOutcomes(before: os) }
      return stride(from: 0, to: keys.count, by: routingBlock).lazy.flatMap { start in
        let block = Array(keys[start..<min(start + routingBlock, keys.count)])
        return zip(block, router.outcomeNumbers(of: block, on: os)).lazy.map { key, number in
          row(Scenario(os: os, key: key), router.outcome(numbered: Int(number)), columns: columns)
        }
      }
    }
  }
}
