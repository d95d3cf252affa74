extension MarkdownReader {
  /// Returns the inline text of a paragraph, heading or cell: code spans, links, autolinks,
  /// images (as links to the image, their text the description), strong, emphasis and escapes.
  static func inlines(_ text: String, address: @escaping (String) -> String) -> [Document.Inline] {
    var reader = InlineReader(Array(text.unicodeScalars), address: address)
    return reader.read(until: reader.scalars.endIndex)
  }

  /// Reads inline text one construct at a time, over the Unicode scalars of a paragraph (the
  /// code points CommonMark reads).
  struct InlineReader {
    let scalars: [Unicode.Scalar]
    /// Where a link goes, from its address as written.
    let address: (String) -> String
    var position = 0
    private var text = ""
    private var inlines: [Document.Inline] = []

    init(_ scalars: [Unicode.Scalar], address: @escaping (String) -> String) {
      self.scalars = scalars
      self.address = address
    }

    /// Returns the inlines from the position up to `end`, leaving the position at `end`.
    mutating func read(until end: Int) -> [Document.Inline] {
      let (outerText, outerInlines) = (text, inlines)
      (text, inlines) = ("", [])
      defer { (text, inlines) = (outerText, outerInlines) }
      while position < end {
        let scalar = scalars[position]
        switch scalar {
        case "\\" where position + 1 < end && scalars[position + 1].isASCIIPunctuation:
          text.unicodeScalars.append(scalars[position + 1])
          position += 2
        case "`":
          codeSpan(end)
        case "<":
          autolink(end)
        case "[",
          "!" where position + 1 < end && scalars[position + 1] == "[":
          link(end)
        case "*", "_":
          emphasis(end)
        default:
          text.unicodeScalars.append(scalar)
          position += 1
        }
      }
      flush()
      return inlines
    }

    /// Returns the text of a range of the scalars.
    private func string(_ range: Range<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }

    /// Ends the run of plain text.
    private mutating func flush() {
      if !text.isEmpty { inlines.append(.text(text)) }
      text = ""
    }

    /// Returns the length of the run of a character at an index.
    private func run(at index: Int, _ end: Int) -> Int {
      var length = 0
      while index + length < end, scalars[index + length] == scalars[index] { length += 1 }
      return length
    }

    /// Returns where the code span that opens at `start` closes (the index of its closing
    /// run), or `nil` when no run of the same length follows.
    private func closingTicks(from start: Int, _ end: Int) -> (close: Int, length: Int)? {
      let length = run(at: start, end)
      var index = start + length
      while index < end {
        if scalars[index] == "`" {
          let closing = run(at: index, end)
          if closing == length { return (index, length) }
          index += closing
        } else {
          index += 1
        }
      }
      return nil
    }

    /// Reads a code span, or its backticks as text when it does not close.
    private mutating func codeSpan(_ end: Int) {
      guard let (close, length) = closingTicks(from: position, end) else {
        let length = run(at: position, end)
        text += string(position..<position + length)
        position += length
        return
      }
      var code = scalars[(position + length)..<close].map { $0 == "\n" ? " " : $0 }[...]
      if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
        code = code.dropFirst().dropLast()
      }
      flush()
      inlines.append(.code(String(String.UnicodeScalarView(code))))
      position = close + length
    }

    /// Reads an autolink, `<scheme:address>`, or the `<` as text.
    private mutating func autolink(_ end: Int) {
      guard let close = scalars[position..<end].firstIndex(of: ">") else {
        text.append("<")
        position += 1
        return
      }
      let address = string((position + 1)..<close)
      let scheme = address.prefix { $0 != ":" }
      guard (2...32).contains(scheme.count), scheme.first?.isLetter == true,
        scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
        address.count > scheme.count, !address.contains(where: { $0 == " " || $0 == "<" })
      else {
        text.append("<")
        position += 1
        return
      }
      flush()
      inlines.append(.link([.text(address)], to: address))
      position = close + 1
    }

    /// Reads a link or an image, `[text](address "title")`, or the `[` as text.
    private mutating func link(_ end: Int) {
      let image = scalars[position] == "!"
      let open = position + (image ? 1 : 0)
      guard let close = closingBracket(from: open, end), close + 1 < end,
        scalars[close + 1] == "(", let (address, after) = destination(from: close + 2, end)
      else {
        text += image ? "![" : "["
        position = open + 1
        return
      }
      flush()
      position = open + 1
      let label = read(until: close)
      inlines.append(.link(label, to: self.address(address)))
      position = after
    }

    /// Returns the index of the `]` that closes the `[` at `open`, skipping code spans, escapes
    /// and nested brackets.
    private func closingBracket(from open: Int, _ end: Int) -> Int? {
      var depth = 0
      var index = open
      while index < end {
        switch scalars[index] {
        case "\\": index += 2
        case "`":
          index = closingTicks(from: index, end).map { $0.close + $0.length } ?? index + 1
        case "[":
          depth += 1
          index += 1
        case "]":
          depth -= 1
          if depth == 0 { return index }
          index += 1
        default: index += 1
        }
      }
      return nil
    }

    /// Returns a link's address, and the index after its `)`, from just after the `(`: an
    /// address in `<>` or one without spaces whose parentheses balance, then an optional title.
    private func destination(from start: Int, _ end: Int) -> (String, Int)? {
      var index = start
      func skipSpaces() { while index < end, scalars[index] == " " { index += 1 } }
      skipSpaces()
      var address = ""
      if index < end, scalars[index] == "<" {
        guard let close = scalars[index..<end].firstIndex(of: ">") else { return nil }
        address = string((index + 1)..<close)
        index = close + 1
      } else {
        var depth = 0
        while index < end, scalars[index] != " " {
          let scalar = scalars[index]
          if scalar == "\\", index + 1 < end, scalars[index + 1].isASCIIPunctuation {
            address.unicodeScalars.append(scalars[index + 1])
            index += 2
            continue
          }
          if scalar == "(" { depth += 1 }
          if scalar == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          address.unicodeScalars.append(scalar)
          index += 1
        }
      }
      skipSpaces()
      if index < end, let quote = scalars[index].closingQuote {
        guard let close = scalars[(index + 1)..<end].firstIndex(of: quote) else { return nil }
        index = close + 1
        skipSpaces()
      }
      guard index < end, scalars[index] == ")" else { return nil }
      return (address, index + 1)
    }

    /// Reads emphasis or strong text that a run of `*` or `_` opens, or the run as text.
    private mutating func emphasis(_ end: Int) {
      let delimiter = scalars[position]
      let length = run(at: position, end)
      let after = position + length
      guard opens(at: position, length: length, end),
        let close = closer(of: delimiter, from: after, wanting: min(length, 2), end)
      else {
        text += string(position..<after)
        position = after
        return
      }
      let strong = close.length >= 2 && length >= 2
      let used = strong ? 2 : 1
      // Extra delimiters on the opening run are text before the emphasis.
      text += String(repeating: String(delimiter), count: length - used)
      flush()
      position = after
      let content = read(until: close.index)
      inlines.append(strong ? .strong(content) : .emphasis(content))
      position = close.index + used
    }

    /// Returns whether a delimiter run can open emphasis: followed by a non-space, and for `_`
    /// not inside a word.
    private func opens(at start: Int, length: Int, _ end: Int) -> Bool {
      let next = start + length < end ? scalars[start + length] : nil
      let previous = start > 0 ? scalars[start - 1] : nil
      guard let next, !next.isWhitespace else { return false }
      if next.isPunctuationLike, let previous, !previous.isWhitespace, !previous.isPunctuationLike {
        return false
      }
      return scalars[start] == "*" || !(previous?.isLetterOrDigit ?? false)
    }

    /// Returns the run that closes emphasis opened by a delimiter, skipping code spans and
    /// links: preceded by a non-space, and for `_` not followed by a letter or digit.
    private func closer(
      of delimiter: Unicode.Scalar, from start: Int, wanting: Int, _ end: Int
    ) -> (index: Int, length: Int)? {
      var index = start
      while index < end {
        let scalar = scalars[index]
        if scalar == "\\" {
          index += 2
        } else if scalar == "`" {
          index = closingTicks(from: index, end).map { $0.close + $0.length } ?? index + 1
        } else if scalar == delimiter {
          let length = run(at: index, end)
          let previous = scalars[index - 1]
          let next = index + length < end ? scalars[index + length] : nil
          let closes =
            !previous.isWhitespace
            && (delimiter == "*" || !(next?.isLetterOrDigit ?? false))
            && !(previous.isPunctuationLike
              && next.map { !$0.isWhitespace && !$0.isPunctuationLike }
                ?? false)
          if closes, index > start, length >= wanting || wanting == 1 {
            return (index, length)
          }
          index += length
        } else {
          index += 1
        }
      }
      return nil
    }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is ASCII punctuation, which a backslash escapes.
  fileprivate var isASCIIPunctuation: Bool {
    isASCII && isPunctuationLike
  }

  /// Whether the scalar counts as punctuation for emphasis: Unicode punctuation or a symbol.
  fileprivate var isPunctuationLike: Bool {
    switch properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }

  /// Whether the scalar is white space.
  fileprivate var isWhitespace: Bool { properties.isWhitespace }

  /// Whether the scalar is a letter or a digit.
  fileprivate var isLetterOrDigit: Bool { properties.isAlphabetic || properties.numericType != nil }

  /// The quote that closes a link title this scalar opens, or `nil`.
  fileprivate var closingQuote: Unicode.Scalar? {
    switch self {
    case "\"": "\""
    case "'": "'"
    case "(": ")"
    default: nil
    }
  }
}
