extension String {
  /// The string's lines: split at each line feed that is a character of its own, a carriage
  /// return and line feed left whole, as `split(separator: "\n", omittingEmptySubsequences:
  /// false)` splits it.
  ///
  /// Found in the bytes: splitting characters walks every grapheme, half of the time it took to
  /// parse the shipped templates at the start of every command that writes a page, and a table
  /// of contents nests hundreds of lists whose lines are indented this way.
  package var lines: [Substring] { split(afterReturn: false) }

  /// The string's lines as a text file holds them: split at every line feed, the carriage
  /// return of a CRLF ending left out, so that a file written on Windows reads as one written
  /// elsewhere (split by characters, each CRLF line would stay joined to the next).
  package var fileLines: [Substring] { split(afterReturn: true) }

  /// The lines, split at the line feeds ``lineEnds(_:afterReturn:)`` finds; with
  /// `afterReturn`, each line's final carriage return left out.
  private func split(afterReturn: Bool) -> [Substring] {
    let ends =
      utf8.withContiguousStorageIfAvailable { Self.lineEnds($0, afterReturn: afterReturn) }
      ?? Array(utf8).withUnsafeBufferPointer { Self.lineEnds($0, afterReturn: afterReturn) }
    var lines: [Substring] = []
    lines.reserveCapacity(ends.count + 1)
    var start = startIndex
    for end in ends {
      let index = utf8.index(utf8.startIndex, offsetBy: end)
      let line = self[start..<index]
      lines.append(afterReturn && line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line)
      start = utf8.index(after: index)
    }
    lines.append(self[start...])
    return lines
  }

  /// The offsets of the line feeds that end lines: every one with `afterReturn`, else those
  /// not after a carriage return.
  private static func lineEnds(_ bytes: UnsafeBufferPointer<UInt8>, afterReturn: Bool) -> [Int] {
    var ends: [Int] = []
    var previous: UInt8 = 0
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\n") && (afterReturn || previous != UInt8(ascii: "\r")) {
        ends.append(offset)
      }
      previous = byte
    }
    return ends
  }
}
