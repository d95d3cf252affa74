import PushMatrixIO
import PushMatrixModel

extension LongTable {
  /// Writes the long table of a space as TSV, the same bytes as ``TableWriter`` would write for
  /// ``rows(of:routedBy:)``, but fast enough to stream millions of rows.
  ///
  /// A row is four byte copies into a reused buffer that goes to the sink in large blocks: the
  /// release's cell, encoded once per release; the axis cells of the row's key, in two parts
  /// (``ScenarioKey/parts``) each encoded once; and the outcome cells, encoded once per distinct
  /// outcome (``Router/outcomeNumber(_:)``). A release is routed a block of keys per call
  /// (``Router/outcomeNumbers(of:on:)``), so that what routing a release takes besides the
  /// engine's tables does not grow with its keys.
  ///
  /// - Parameters:
  ///   - space: the scenarios, written in enumeration order.
  ///   - router: the engine.
  ///   - sink: where the bytes go.
  ///   - onePass: whether the router routes the space once and nothing after it
  ///     (``rows(of:routedBy:onePass:)``).
  public static func writeTSV(
    of space: ScenarioSpace, routedBy router: Router = .standard, to sink: some TextSink,
    onePass: Bool = false
  ) {
    let blockSize = 1 << 16
    var buffer = Array((columns.map(\.tsvEscaped).joined(separator: "\t") + "\n").utf8)
    buffer.reserveCapacity(2 * blockSize)
    // The cells of the axes that are no conditions, and those of the conditions, of every key.
    let axisCells = AxisCells.shared
    // Each outcome's cells, with the tab before each and the line feed after, by number.
    var outcomeRuns = ByteRuns()
    for (os, keys) in space.releases {
      if onePass { router.forgetOutcomes(before: os) }
      let release = Array(os.description.tsvEscaped.utf8)
      for start in stride(from: 0, to: keys.count, by: routingBlock) {
        let block = Array(keys[start..<min(start + routingBlock, keys.count)])
        let numbers = router.outcomeNumbers(of: block, on: os)
        // Numbers count up from 0 as the engine meets outcomes: each new one is the next run.
        let newest = Int(numbers.max() ?? -1)
        while outcomeRuns.count <= newest {
          let cells = outcomeCells(router.outcome(numbered: outcomeRuns.count))
          outcomeRuns.append(Array((cells.map { "\t" + $0.tsvEscaped }.joined() + "\n").utf8))
        }
        axisCells.others.bytes.withUnsafeBufferPointer { otherBytes in
          axisCells.conditions.bytes.withUnsafeBufferPointer { conditionBytes in
            outcomeRuns.bytes.withUnsafeBufferPointer { outcomeBytes in
              for (key, number) in zip(block, numbers) {
                let (others, conditions) = key.parts
                buffer += release
                buffer += UnsafeBufferPointer(rebasing: otherBytes[axisCells.others.run(others)])
                buffer += UnsafeBufferPointer(
                  rebasing: conditionBytes[axisCells.conditions.run(conditions)])
                buffer += UnsafeBufferPointer(
                  rebasing: outcomeBytes[outcomeRuns.run(Int(number))])
                if buffer.count >= blockSize {
                  sink.write(bytes: buffer)
                  buffer.removeAll(keepingCapacity: true)
                }
              }
            }
          }
        }
      }
    }
    sink.write(bytes: buffer)
  }
}

/// The axis cells of every key, with the tab before each, in the two parts of the key
/// (``ScenarioKey/parts``): a few thousand short runs each, copied a few million times for the
/// whole cross product.
private struct AxisCells {
  /// The cells of every key, worked out once per process: every golden of a payload needs them.
  static let shared = AxisCells()

  /// The cells of the axes that are no conditions, by the first part of the key.
  let others: ByteRuns
  /// The cells of the conditions, by the second part of the key.
  let conditions: ByteRuns

  init() {
    let axes = AxisRegistry.axes
    let firstCondition = AxisRegistry.firstCondition
    func runs(count: Int, key: (Int) -> ScenarioKey, positions: Range<Int>) -> ByteRuns {
      var runs = ByteRuns()
      for part in 0..<count {
        let key = key(part)
        let cells = positions.map { "\t" + axes[$0].identifiers[key.ordinal(at: $0)].tsvEscaped }
        runs.append(Array(cells.joined().utf8))
      }
      return runs
    }
    let combinations = AxisRegistry.conditionCombinations
    others = runs(
      count: AxisRegistry.keyCount / combinations,
      key: { ScenarioKey(rawValue: $0 * combinations) }, positions: 0..<firstCondition)
    conditions = runs(
      count: combinations, key: { ScenarioKey(rawValue: $0) },
      positions: firstCondition..<axes.endIndex)
  }
}
