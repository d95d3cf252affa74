extension LongTable {
  /// Writes the long table of a space as TSV, the same bytes as ``TableWriter`` would write for
  /// ``rows(of:routedBy:)``, but fast enough to stream millions of rows.
  ///
  /// Each distinct outcome's cells are escaped and encoded once (keyed by
  /// ``Router/outcomeKey(_:)``), as are each release's and each axis value's; a row is then a
  /// few byte copies into a reused buffer that goes to the sink in large blocks.
  ///
  /// - Parameters:
  ///   - space: the scenarios, written in enumeration order.
  ///   - router: the engine.
  ///   - sink: where the bytes go.
  public static func writeTSV(
    of space: ScenarioSpace, routedBy router: Router = .standard, to sink: some TextSink
  ) {
    var buffer = Array((columns.map(\.tsvEscaped).joined(separator: "\t") + "\n").utf8)
    buffer.reserveCapacity(1 << 16)
    var outcomeCells = [[UInt8]?](repeating: nil, count: router.outcomeKeyCount)
    var release: (os: OSVersion, bytes: [UInt8])?
    for scenario in space {
      if release?.os != scenario.os {
        release = (scenario.os, Array(scenario.os.description.tsvEscaped.utf8))
      }
      buffer += release!.bytes
      buffer += AxisBytes.state[AppState.allCases.firstIndex(of: scenario.state)!]
      buffer += AxisBytes.callbacks[Int(scenario.callbacks.bits)]
      buffer += AxisBytes.payload[Payload.allCases.firstIndex(of: scenario.payload)!]
      buffer +=
        AxisBytes.presentation[Presentation.allCases.firstIndex(of: scenario.presentation)!]
      buffer +=
        AxisBytes.backgroundMode[BackgroundMode.allCases.firstIndex(of: scenario.backgroundMode)!]
      if let key = router.outcomeKey(scenario) {
        if outcomeCells[key] == nil {
          outcomeCells[key] = outcomeBytes(scenario, router.route(scenario))
        }
        buffer += outcomeCells[key]!
      } else {
        buffer += outcomeBytes(scenario, router.route(scenario))
      }
      if buffer.count >= 1 << 16 {
        sink.write(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    sink.write(bytes: buffer)
  }

  /// The outcome columns of a row, each preceded by a tab, then the line feed.
  private static func outcomeBytes(_ scenario: Scenario, _ outcome: Outcome) -> [UInt8] {
    let cells = row(scenario, outcome)[keyColumnCount...]
    return Array(cells.map { "\t" + $0.tsvEscaped }.joined().utf8) + [UInt8(ascii: "\n")]
  }

  /// Each axis value's escaped bytes, preceded by the tab that separates it from the previous
  /// column, indexed as the values are declared (callback sets by their bits).
  private enum AxisBytes {
    static let state = encode(AppState.allCases)
    static let callbacks = encode(CallbackSet.all)
    static let payload = encode(Payload.allCases)
    static let presentation = encode(Presentation.allCases)
    static let backgroundMode = encode(BackgroundMode.allCases)

    static func encode(_ values: [some CustomStringConvertible]) -> [[UInt8]] {
      values.map { Array(("\t" + $0.description.tsvEscaped).utf8) }
    }
  }
}
