import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// The checked-in goldens of the conditions: per condition axis, the cells its other values
/// change.
///
/// The goldens of the default conditions (``GoldenFile``) hold every scenario of the documents'
/// matrix. A condition's golden holds, for each value of the condition but its default, every
/// other condition at its default, only the scenarios whose cells differ from the same scenario
/// with the condition at its default: a scenario it leaves out answers as under the default
/// conditions, so a rule change that makes one differ adds a row, and one that makes a row
/// agree with the default removes it. Its header names the release, the axes that are not
/// conditions and the condition itself; a reader takes a column left out for the axis's default,
/// so the file reads with ``GoldenFile/parse(_:file:)`` and `diff` like any golden.
///
/// A row stands for a run of consecutive catalog releases on which a scenario has the same
/// cells, written `8.0..9.3.2` as `--os` reads a range: a condition changes a cell on whole
/// epochs, and listing each release would repeat every row four times over.
public enum ConditionGolden {
  /// The folder of the conditions' goldens, relative to the package root.
  public static let directory = GoldenFile.directory + "/conditions"

  /// The second line of every condition's golden, after ``GoldenFile/banner``.
  public static let explanation =
    "# Only the cells that differ from the same scenario under the default conditions; a "
    + "scenario not listed answers as there. A row may stand for a range of releases."

  /// The registry positions of the condition axes (``Axis/isCondition``), in registry order.
  public static let positions = AxisRegistry.axes.indices.filter {
    AxisRegistry.axes[$0].isCondition
  }

  /// Returns the file name of a condition's golden, such as `authorization.tsv`.
  public static func name(ofAxisAt position: Int) -> String {
    "\(AxisRegistry.axes[position].id).tsv"
  }

  /// Returns the long table's columns a condition's golden has: the release, every axis that is
  /// not a condition, the condition itself, and the outcome.
  public static func columns(ofAxisAt position: Int) -> [String] {
    let axes = AxisRegistry.axes.indices.filter {
      !AxisRegistry.axes[$0].isCondition || $0 == position
    }
    return [OSVersion.axisID] + axes.map { AxisRegistry.axes[$0].id } + LongTable.outcomeColumns
  }

  /// Returns the scenarios a condition's golden speaks of: the documents' matrix with the
  /// condition at each of its other values and every other condition at its default.
  public static func space(ofAxisAt position: Int, in space: ScenarioSpace = .default)
    -> ScenarioSpace
  {
    let axis = AxisRegistry.axes[position]
    var changed = space
    changed.restrict(axisAt: position, to: (0..<axis.count).filter { $0 != axis.defaultOrdinal })
    return changed
  }

  /// Returns the scenarios of ``space(ofAxisAt:in:)`` whose cells differ from the same scenario
  /// with the condition at its default, with their outcome cells, in enumeration order
  /// (``ConditionDifferences/differences(in:from:router:)``).
  ///
  /// - Parameters:
  ///   - position: the condition's registry position.
  ///   - router: the engine.
  /// - Returns: each changed scenario and its outcome cells, as ``LongTable/outcomeCells(_:)``.
  public static func changes(ofAxisAt position: Int, routedBy router: Router = .standard)
    -> [(scenario: Scenario, cells: [String])]
  {
    var cells = OutcomeCells(router: router)
    return differences(ofAxisAt: position, routedBy: router).map {
      ($0.scenario, cells.cells($0.new))
    }
  }

  /// The differences behind ``changes(ofAxisAt:routedBy:)``, in enumeration order.
  private static func differences(ofAxisAt position: Int, routedBy router: Router)
    -> [ConditionDifferences.Difference]
  {
    // A value at a time, as the conditions page compares them, so that the two share the
    // comparisons (``Router/conditionChanges``); then in enumeration order again.
    let axis = AxisRegistry.axes[position]
    return (0..<axis.count).filter { $0 != axis.defaultOrdinal }.flatMap { ordinal in
      let condition = Facets.Value(position: position, ordinal: ordinal)
      return ConditionDifferences.differences(
        in: ConditionComparison.space(condition, in: .default), from: position, router: router)
    }
    .sorted { $0.scenario < $1.scenario }
  }

  /// Returns the text of a condition's golden as the engine produces it now: a row per run of
  /// consecutive catalog releases on which a scenario's cells are the same, ordered by the run's
  /// first release, then by key.
  public static func render(axisAt position: Int, router: Router = .standard) -> String {
    let columns = columns(ofAxisAt: position)
    let kept = columns.prefix(columns.count - LongTable.outcomeColumns.count).dropFirst().map {
      column in AxisRegistry.position(ofID: column)!
    }
    // Bytes in TSV, each axis value's cell and each outcome's cells escaped once: the nine
    // goldens' 26,000 rows took the general table writer about a tenth of check's instructions.
    let tsv = DelimitedText.tsv
    var header = GoldenFile.banner + "\n" + explanation + "\n"
    tsv.appendLine(columns, to: &header)
    var text = Array(header.utf8)
    let valueCells = kept.map { position in
      AxisRegistry.identifiers[position].map { Array((tsv.separator + tsv.escape($0)).utf8) }
    }
    var cells = OutcomeCells(router: router)
    var outcomeRuns: [Int: [UInt8]] = [:]
    for run in runs(of: differences(ofAxisAt: position, routedBy: router), cells: &cells) {
      let os = run.first == run.last ? "\(run.first)" : "\(run.first)..\(run.last)"
      text += tsv.escape(os).utf8
      for (index, position) in kept.enumerated() {
        text += valueCells[index][run.key.ordinal(at: position)]
      }
      if outcomeRuns[run.outcome] == nil {
        outcomeRuns[run.outcome] = Array(tsv.rest(of: cells.cells(run.outcome)).utf8)
      }
      text += outcomeRuns[run.outcome]!
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// A scenario's cells, the same on every catalog release from `first` to `last`.
  private struct Run {
    var key: ScenarioKey
    var first: OSVersion
    var last: OSVersion
    /// The number of the outcome on `first`; the run's other releases have outcomes with the
    /// same cells.
    var outcome: Int
  }

  /// Joins differences on consecutive catalog releases with the same key and cells into runs,
  /// in the order of their first release, then of their key.
  private static func runs(
    of differences: [ConditionDifferences.Difference], cells: inout OutcomeCells
  ) -> [Run] {
    let next = Dictionary(
      uniqueKeysWithValues: zip(OSCatalog.versions, OSCatalog.versions.dropFirst()))
    var open: [ScenarioKey: Run] = [:]
    var closed: [Run] = []
    for difference in differences {
      let (scenario, outcome) = (difference.scenario, difference.new)
      if let run = open[scenario.key] {
        // Outcomes of one number have the same cells; others may too.
        let sameCells = run.outcome == outcome || cells.cells(run.outcome) == cells.cells(outcome)
        if next[run.last] == scenario.os && sameCells {
          open[scenario.key]!.last = scenario.os
          continue
        }
        closed.append(run)
      }
      open[scenario.key] = Run(
        key: scenario.key, first: scenario.os, last: scenario.os, outcome: outcome)
    }
    return (closed + open.values).sorted { ($0.first, $0.key) < ($1.first, $1.key) }
  }

  /// Returns the outcome cells a condition's golden holds as the engine gives them now, by
  /// scenario.
  public static func cells(ofAxisAt position: Int, router: Router = .standard)
    -> [Scenario: [String]]
  {
    Dictionary(
      changes(ofAxisAt: position, routedBy: router).map { ($0.scenario, $0.cells) }
    ) { first, _ in first }
  }
}
