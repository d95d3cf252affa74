import PushMatrixIO
import PushMatrixModel

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
        keyRuns = axisCells.runs(of: keys)
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

  /// Returns the cells of each key's values in registry order, a run per key.
  ///
  /// Keys in canonical order share their leading values with the key before them, most often
  /// all but the last one or two, so only the cells from the first value that changes are
  /// copied anew.
  func runs(of keys: [ScenarioKey]) -> ByteRuns {
    let strides = AxisRegistry.strides
    var runs = ByteRuns()
    // The cells of the key before, and where each axis's cell ends in them.
    var row: [UInt8] = []
    var ends = Array(repeating: 0, count: strides.count)
    var previous: ScenarioKey?
    bytes.withUnsafeBufferPointer { bytes in
      for key in keys {
        // The first axis whose value differs: the axes before it are the previous key's.
        var changed = strides.count
        while changed > 0, let previous,
          previous.rawValue / strides[changed - 1] != key.rawValue / strides[changed - 1]
        {
          changed -= 1
        }
        if previous == nil { changed = 0 }
        row.removeSubrange((changed == 0 ? 0 : ends[changed - 1])...)
        for position in changed..<strides.count {
          row.append(
            contentsOf: UnsafeBufferPointer(
              rebasing: bytes[ranges[firstRange[position] + key.ordinal(at: position)]]))
          ends[position] = row.count
        }
        runs.append(row)
        previous = key
      }
    }
    return runs
  }
}
