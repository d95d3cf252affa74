extension String {
  /// The string's lines: split at each line feed that is a character of its own, a carriage
  /// return and line feed left whole, as `split(separator: "\n", omittingEmptySubsequences:
  /// false)` splits it.
  ///
  /// Found in the bytes: splitting characters walks every grapheme, half of the time it took to
  /// parse the shipped templates at the start of every command that writes a page, and a table
  /// of contents nests hundreds of lists whose lines are indented this way.
  package var lines: [Substring] {
    let ends = utf8.withContiguousStorageIfAvailable(Self.lineEnds) ?? Self.lineEnds(Array(utf8))
    var lines: [Substring] = []
    lines.reserveCapacity(ends.count + 1)
    var start = startIndex
    for end in ends {
      let index = utf8.index(utf8.startIndex, offsetBy: end)
      lines.append(self[start..<index])
      start = utf8.index(after: index)
    }
    lines.append(self[start...])
    return lines
  }

  /// The offsets of the line feeds that end lines: those not after a carriage return.
  private static func lineEnds(_ bytes: some RandomAccessCollection<UInt8>) -> [Int] {
    var ends: [Int] = []
    var previous: UInt8 = 0
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") { ends.append(offset) }
      previous = byte
    }
    return ends
  }
}
