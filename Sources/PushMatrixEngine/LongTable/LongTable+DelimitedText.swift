import PushMatrixIO
import PushMatrixModel

extension LongTable {
  /// Writes the long table of a space as delimited text, the same bytes as ``TableWriter`` would
  /// write for ``rows(of:routedBy:)``, but fast enough to stream millions of rows.
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
  ///   - text: how the table spells its header, lines and cells.
  ///   - router: the engine.
  ///   - sink: where the bytes go.
  ///   - onePass: whether the router routes the space once and nothing after it
  ///     (``rows(of:routedBy:onePass:)``).
  public static func write(
    of space: ScenarioSpace, as text: DelimitedText, routedBy router: Router = .standard,
    to sink: some TextSink, onePass: Bool = false
  ) {
    let blockSize = 1 << 16
    let outcomeColumns = OutcomeColumns.columns(of: router.stages)
    var header = text.prefix
    text.appendLine(columns(of: router), to: &header)
    var buffer = Array(header.utf8)
    buffer.reserveCapacity(2 * blockSize)
    // The cells of the axes that are no conditions, and those of the conditions, of the keys met.
    var axisCells = AxisCells(text: text)
    // Each outcome's cells, with the separator before each and the line end after, by number.
    var outcomeRuns = ByteRuns()
    for (os, keys) in space.releases {
      if onePass { router.forgetOutcomes(before: os) }
      let release = Array(text.escape(os.description).utf8)
      for start in stride(from: 0, to: keys.count, by: routingBlock) {
        let block = Array(keys[start..<min(start + routingBlock, keys.count)])
        let numbers = router.outcomeNumbers(of: block, on: os)
        // Numbers count up from 0 as the engine meets outcomes: each new one is the next run.
        let newest = Int(numbers.max() ?? -1)
        while outcomeRuns.count <= newest {
          let cells = outcomeCells(
            router.outcome(numbered: outcomeRuns.count), columns: outcomeColumns)
          outcomeRuns.append(Array(text.rest(of: cells).utf8))
        }
        let parts = block.map { axisCells.runs(of: $0) }
        axisCells.bytes.withUnsafeBufferPointer { axisBytes in
          outcomeRuns.bytes.withUnsafeBufferPointer { outcomeBytes in
            for (part, number) in zip(parts, numbers) {
              buffer += release
              buffer += UnsafeBufferPointer(rebasing: axisBytes[part.others])
              buffer += UnsafeBufferPointer(rebasing: axisBytes[part.conditions])
              buffer += UnsafeBufferPointer(rebasing: outcomeBytes[outcomeRuns.run(Int(number))])
              if buffer.count >= blockSize {
                sink.write(bytes: buffer)
                buffer.removeAll(keepingCapacity: true)
              }
            }
          }
        }
      }
    }
    sink.write(bytes: buffer)
  }
}

/// The axis cells of keys, with the separator before each, in the two parts of the key
/// (``ScenarioKey/parts``), each part's worked out the first time a key has it: a few thousand
/// parts of each kind exist, copied a few million times for the whole cross product, and a table
/// of the documents' matrix meets a few hundred.
private struct AxisCells {
  /// How the cells are spelled.
  let text: DelimitedText
  /// Every part's cells met so far, one after another.
  private(set) var bytes: [UInt8] = []
  /// Where the cells of each value of the first part lie in ``bytes``, once met.
  private var others = [Range<Int>?](
    repeating: nil, count: AxisRegistry.keyCount / AxisRegistry.conditionCombinations)
  /// The same for the second part, the conditions.
  private var conditions = [Range<Int>?](
    repeating: nil, count: AxisRegistry.conditionCombinations)

  /// Creates an empty set of cells, spelled as a table spells them.
  init(text: DelimitedText) { self.text = text }

  /// Returns where the cells of a key's two parts lie in ``bytes``, adding them if need be.
  mutating func runs(of key: ScenarioKey) -> (others: Range<Int>, conditions: Range<Int>) {
    let (other, condition) = key.parts
    let combinations = AxisRegistry.conditionCombinations
    let firstCondition = AxisRegistry.firstCondition
    let others =
      self.others[other]
      ?? append(ScenarioKey(rawValue: other * combinations), positions: 0..<firstCondition)
    self.others[other] = others
    let conditions =
      self.conditions[condition]
      ?? append(
        ScenarioKey(rawValue: condition), positions: firstCondition..<AxisRegistry.axes.endIndex)
    self.conditions[condition] = conditions
    return (others, conditions)
  }

  /// Adds the cells of some axes of a key, returning where they lie.
  private mutating func append(_ key: ScenarioKey, positions: Range<Int>) -> Range<Int> {
    let start = bytes.count
    for position in positions {
      bytes += text.separator.utf8
      bytes += text.escape(AxisRegistry.identifiers[position][key.ordinal(at: position)]).utf8
    }
    return start..<bytes.count
  }
}
