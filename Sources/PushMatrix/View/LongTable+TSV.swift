extension LongTable {
  /// Writes the long table of a space as TSV, the same bytes as ``TableWriter`` would write for
  /// ``rows(of:routedBy:)``, but fast enough to stream millions of rows.
  ///
  /// A row is three byte copies into a reused buffer that goes to the sink in large blocks: the
  /// release's cell, encoded once per release; the axis cells of the row's key, encoded once per
  /// span of releases with the same keys; and the outcome cells, encoded once per distinct
  /// outcome (``Router/outcomeNumber(_:)``). Each release is routed in one call
  /// (``Router/outcomeNumbers(of:on:)``).
  ///
  /// - Parameters:
  ///   - space: the scenarios, written in enumeration order.
  ///   - router: the engine.
  ///   - sink: where the bytes go.
  public static func writeTSV(
    of space: ScenarioSpace, routedBy router: Router = .standard, to sink: some TextSink
  ) {
    let blockSize = 1 << 16
    var buffer = Array((columns.map(\.tsvEscaped).joined(separator: "\t") + "\n").utf8)
    buffer.reserveCapacity(2 * blockSize)
    // Each axis value's cell, with the tab before it, by axis position and ordinal.
    let axisCells = AxisCells()
    var spanKeys: [ScenarioKey] = []
    var keyRuns = ByteRuns()
    // Each outcome's cells, with the tab before each and the line feed after, by number.
    var outcomeRuns = ByteRuns()
    for (os, keys) in space.releases {
      if keys != spanKeys {
        spanKeys = keys
        keyRuns = ByteRuns()
        for key in keys { keyRuns.appendRun { axisCells.write(key, to: &$0) } }
      }
      let numbers = router.outcomeNumbers(of: keys, on: os)
      // Numbers count up from 0 as the engine meets outcomes: each new one is the next run.
      let newest = Int(numbers.max() ?? -1)
      while outcomeRuns.count <= newest {
        let cells = outcomeCells(router.outcome(numbered: outcomeRuns.count))
        outcomeRuns.append(Array((cells.map { "\t" + $0.tsvEscaped }.joined() + "\n").utf8))
      }
      let release = Array(os.description.tsvEscaped.utf8)
      keyRuns.bytes.withUnsafeBufferPointer { keyBytes in
        outcomeRuns.bytes.withUnsafeBufferPointer { outcomeBytes in
          for (index, number) in numbers.enumerated() {
            buffer += release
            buffer += UnsafeBufferPointer(rebasing: keyBytes[keyRuns.run(index)])
            buffer += UnsafeBufferPointer(rebasing: outcomeBytes[outcomeRuns.run(Int(number))])
            if buffer.count >= blockSize {
              sink.write(bytes: buffer)
              buffer.removeAll(keepingCapacity: true)
            }
          }
        }
      }
    }
    sink.write(bytes: buffer)
  }
}

/// The cell of every value of every axis, with the tab before it, as bytes in one array: a key's
/// cells are copied for each key of a span, a few million times for the whole cross product.
private struct AxisCells {
  private var bytes: [UInt8] = []
  /// Where each cell lies in ``bytes``, the cells of each axis after those of the axes before.
  private var ranges: [Range<Int>] = []
  /// The index in ``ranges`` of each axis's first value, by registry position.
  private var firstRange: [Int] = []

  init() {
    for axis in AxisRegistry.axes {
      firstRange.append(ranges.count)
      for identifier in axis.identifiers {
        let start = bytes.count
        bytes += Array(("\t" + identifier.tsvEscaped).utf8)
        ranges.append(start..<bytes.count)
      }
    }
  }

  /// Appends the cells of a key's values, in registry order.
  func write(_ key: ScenarioKey, to output: inout [UInt8]) {
    bytes.withUnsafeBufferPointer { bytes in
      for (position, first) in firstRange.enumerated() {
        output.append(
          contentsOf: UnsafeBufferPointer(
            rebasing: bytes[ranges[first + key.ordinal(at: position)]]))
      }
    }
  }
}
