extension LongTable {
  /// Writes the long table of a space as TSV, the same bytes as ``TableWriter`` would write for
  /// ``rows(of:routedBy:)``, but fast enough to stream millions of rows.
  ///
  /// A row is three byte copies into a reused buffer that goes to the sink in large blocks: the
  /// release's cell, encoded once per release; the axis cells of the row's key, encoded once per
  /// key; and the outcome cells, encoded once per ``Router/outcomeSlot(_:)``.
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
    var keyCells = [[UInt8]?](repeating: nil, count: AxisRegistry.keyCount)
    var slotCells = [[UInt8]?](repeating: nil, count: router.outcomeSlotCount)
    var release: (os: OSVersion, bytes: [UInt8])?
    for scenario in space {
      if release?.os != scenario.os {
        release = (scenario.os, Array(scenario.os.description.tsvEscaped.utf8))
      }
      buffer += release!.bytes
      let key = scenario.key.rawValue
      if keyCells[key] == nil {
        keyCells[key] = Array(scenario.key.identifiers.map { "\t" + $0.tsvEscaped }.joined().utf8)
      }
      buffer += keyCells[key]!
      let slot = router.outcomeSlot(scenario)
      if slotCells[slot] == nil {
        slotCells[slot] =
          Array(outcomeCells(router.route(scenario)).map { "\t" + $0.tsvEscaped }.joined().utf8)
          + [UInt8(ascii: "\n")]
      }
      buffer += slotCells[slot]!
      if buffer.count >= 1 << 16 {
        sink.write(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    sink.write(bytes: buffer)
  }
}
