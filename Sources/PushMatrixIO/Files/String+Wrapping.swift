extension String {
  /// The columns text output is wrapped to when neither `COLUMNS` nor a terminal gives a width.
  package static let standardWidth = 80

  /// Returns a line of prose broken at spaces into lines of at most `width` columns, each after
  /// the first indented by `hangingIndent` spaces, as a list item's text hangs under it.
  ///
  /// A word longer than the room on a line, such as a path or an address, stays whole on a line
  /// of its own, however wide, so that it can still be copied; so does the line's start up to
  /// `keptWhole` characters, such as a path or a command's options that may hold spaces. The
  /// spaces that indent the line are kept, and so is every run of spaces between two words that
  /// stay on one line, such as the padding that aligns a field's value. A line that fits is
  /// returned as it is. A wide character, such as a Chinese one, counts two columns
  /// (``terminalWidth``).
  ///
  /// - Parameters:
  ///   - width: the most columns a line may take on a terminal.
  ///   - hangingIndent: the spaces before every line but the first.
  ///   - keptWhole: how many characters at the line's start, its indent included, are never
  ///     broken; the word they end in is kept whole with them.
  /// - Returns: the lines, without line feeds.
  package func wrapped(width: Int, hangingIndent: Int, keptWhole: Int = 0) -> [String] {
    guard terminalWidth > width else { return [self] }
    let total = count
    let indent = String(repeating: " ", count: hangingIndent)
    // The first word keeps the line's own indent; every later word the spaces before it.
    var words: [(gap: Substring, word: Substring)] = []
    var rest = self[...]
    while !rest.isEmpty {
      let gap = rest.prefix { $0 == " " }
      let kept = max(0, keptWhole - gap.count - (total - rest.count))
      rest = rest.dropFirst(gap.count)
      let end = rest.dropFirst(kept).firstIndex(of: " ") ?? rest.endIndex
      let word = rest[..<end]
      rest = rest[end...]
      if !word.isEmpty { words.append((gap, word)) }
    }
    guard let first = words.first else { return [self] }
    var lines: [String] = []
    var line = String(first.gap + first.word)
    var columns = line.terminalWidth
    for (gap, word) in words.dropFirst() {
      let wordColumns = word.terminalWidth
      if columns + gap.count + wordColumns <= width {
        line += gap + word
        columns += gap.count + wordColumns
      } else {
        lines.append(line)
        line = indent + word
        columns = hangingIndent + wordColumns
      }
    }
    return lines + [line]
  }
}

extension StringProtocol {
  /// The columns the text takes on a terminal: two for each East Asian wide or fullwidth
  /// character (Unicode's East Asian Width W or F, such as 中, 【 or ａ), one for any other.
  package var terminalWidth: Int {
    if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
    return reduce(0) { columns, character in
      let scalar = character.unicodeScalars.first!.value
      return columns + (wideRanges.contains { $0.contains(scalar) } ? 2 : 1)
    }
  }
}

/// The blocks of wide and fullwidth characters, from Unicode's EastAsianWidth.txt: Hangul Jamo,
/// the CJK blocks from radicals to Yi, Hangul syllables, CJK compatibility ideographs and forms,
/// fullwidth forms, the pictographs and emoji, and the supplementary ideographs.
private let wideRanges: [ClosedRange<UInt32>] = [
  0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
  0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
  0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
]
