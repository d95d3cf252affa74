extension String {
  /// The columns text output is wrapped to when neither `COLUMNS` nor a terminal gives a width.
  package static let standardWidth = 80

  /// Returns a line of prose broken at spaces into lines of at most `width` characters, each
  /// after the first indented by `hangingIndent` spaces, as a list item's text hangs under it.
  ///
  /// A word longer than the room on a line, such as a path or an address, stays whole on a line
  /// of its own, however wide, so that it can still be copied; so does the line's start up to
  /// `keptWhole` characters, such as a path or a command's options that may hold spaces. The
  /// spaces that indent the line are kept, and so is every run of spaces between two words that
  /// stay on one line, such as the padding that aligns a field's value. A line that fits is
  /// returned as it is.
  ///
  /// - Parameters:
  ///   - width: the most characters a line may have.
  ///   - hangingIndent: the spaces before every line but the first.
  ///   - keptWhole: how many characters at the line's start, its indent included, are never
  ///     broken; the word they end in is kept whole with them.
  /// - Returns: the lines, without line feeds.
  package func wrapped(width: Int, hangingIndent: Int, keptWhole: Int = 0) -> [String] {
    let total = count
    guard total > width else { return [self] }
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
    for (gap, word) in words.dropFirst() {
      if line.count + gap.count + word.count <= width {
        line += gap + word
      } else {
        lines.append(line)
        line = indent + word
      }
    }
    return lines + [line]
  }
}
