/// Splits Swift or Objective-C source into tokens, skipping comments, and reading each string
/// or character literal whole, so that nothing inside one is taken for code.
///
/// Swift: line comments, nested block comments, string literals with escapes and
/// interpolations (which may hold strings of their own), multi-line strings, and raw strings
/// with any number of `#`. Objective-C: line and block comments (which do not nest), C and
/// `@"…"` strings, character literals, and preprocessor lines, which make no tokens. An
/// unterminated literal or comment ends at the end of the file (a single-line string at the
/// end of its line), so any file tokenizes.
package struct SourceTokenizer {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let language: SourceLanguage
  private var index = 0
  private var line = 1
  /// Whether only white space stands between the last line feed and `index`.
  private var atLineStart = true
  private var tokens: [SourceToken] = []
  /// The most tokens to read: past it, the run stops.
  private var maximumCount = Int.max

  /// Returns the tokens of a source file.
  ///
  /// - Parameters:
  ///   - bytes: the file's UTF-8 bytes.
  ///   - language: the language it is written in.
  /// - Returns: the tokens in order, each with the line it starts on.
  package static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
    tokens(of: bytes, language: language, maximumCount: .max)!
  }

  /// Returns the tokens of a source file, or `nil` when it has more than `maximumCount`.
  ///
  /// Tokenizing stops at the first token past the limit, so that memory stays within it.
  package static func tokens(
    of bytes: [UInt8], language: SourceLanguage, maximumCount: Int
  ) -> [SourceToken]? {
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = SourceTokenizer(bytes: buffer, language: language)
      tokenizer.maximumCount = maximumCount
      tokenizer.tokens.reserveCapacity(min(buffer.count / 5, maximumCount) + 1)
      tokenizer.run()
      return tokenizer.tokens.count > maximumCount ? nil : tokenizer.tokens
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) {
    self.bytes = bytes
    self.language = language
  }

  private mutating func run() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Byte.lineFeed {
        line += 1
        index += 1
        atLineStart = true
        continue
      }
      if Byte.isSpace(byte) {
        index += 1
        continue
      }
      let startsLine = atLineStart
      atLineStart = false
      if skipComment() { continue }
      let start = index
      let startLine = line
      switch byte {
      case Byte.hash where language == .objectiveC && startsLine:
        skipDirectiveLine()
      case Byte.hash where language == .swift:
        swiftPound()
      case Byte.quote:
        let content = language == .swift ? swiftString(hashes: 0) : quoted(by: Byte.quote)
        append(.string, content, line: startLine)
      case Byte.apostrophe where language == .objectiveC:
        append(.string, quoted(by: Byte.apostrophe), line: startLine)
      case Byte.at where peek(1) == Byte.quote:
        index += 1
        append(.string, quoted(by: Byte.quote), line: startLine)
      case Byte.at where peek(1).map(Byte.isIdentifierStart) ?? false:
        index += 1
        skipIdentifier()
        append(.attribute, start..<index, line: startLine)
      case Byte.backquote where language == .swift:
        index += 1
        let name = index
        // A raw identifier (Swift 6.2) may hold any character but a backquote or a line end,
        // `My Helper` or `+`: the name is everything up to the closing backquote on its line.
        if let close = closingBackquote() {
          index = close
        } else {
          skipIdentifier()
        }
        append(.identifier, name..<index, line: startLine)
        if peek(0) == Byte.backquote { index += 1 }
      case _ where Byte.isIdentifierStart(byte):
        skipIdentifier()
        append(.identifier, start..<index, line: startLine)
      case _ where Byte.isDigit(byte):
        skipNumber()
        append(.number, start..<index, line: startLine)
      case _ where Byte.isOperator(byte):
        skipOperator()
        append(.punctuation, start..<index, line: startLine)
      default:
        index += 1
        append(.punctuation, start..<index, line: startLine)
      }
    }
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func append(_ kind: SourceToken.Kind, _ range: Range<Int>, line: Int) {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    tokens.append(SourceToken(kind, text, line: line))
    if tokens.count > maximumCount { index = bytes.count }
  }

  /// Skips a comment at `index`, if one starts there, and says whether one did.
  private mutating func skipComment() -> Bool {
    guard bytes[index] == Byte.slash, let next = peek(1) else { return false }
    if next == Byte.slash {
      while index < bytes.count && bytes[index] != Byte.lineFeed { index += 1 }
      return true
    }
    guard next == Byte.star else { return false }
    index += 2
    var depth = 1
    while index < bytes.count && depth > 0 {
      let byte = bytes[index]
      if byte == Byte.star && peek(1) == Byte.slash {
        depth -= 1
        index += 2
      } else if byte == Byte.slash && peek(1) == Byte.star && language == .swift {
        depth += 1
        index += 2
      } else {
        if byte == Byte.lineFeed { line += 1 }
        index += 1
      }
    }
    return true
  }

  /// Skips an Objective-C preprocessor line, and the lines a final backslash continues it on.
  private mutating func skipDirectiveLine() {
    while index < bytes.count {
      if bytes[index] == Byte.backslash && peek(1) == Byte.lineFeed {
        line += 1
        index += 2
      } else if bytes[index] == Byte.lineFeed {
        return
      } else {
        index += 1
      }
    }
  }

  /// Reads what starts with `#` in Swift: a raw string, a directive such as `#if`, or the mark.
  private mutating func swiftPound() {
    let start = index
    let startLine = line
    var hashes = 0
    while peek(hashes) == Byte.hash { hashes += 1 }
    if peek(hashes) == Byte.quote {
      index += hashes
      append(.string, swiftString(hashes: hashes), line: startLine)
    } else if peek(1).map(Byte.isIdentifierStart) ?? false {
      index += 1
      skipIdentifier()
      append(.directive, start..<index, line: startLine)
    } else {
      index += 1
      append(.punctuation, start..<index, line: startLine)
    }
  }

  /// What a Swift string literal being read is inside: a literal, or an interpolation's code.
  private enum Nesting {
    /// A string literal whose content starts at `start`, closed by `hashes` hashes after its
    /// quotes.
    case literal(hashes: Int, isMultiLine: Bool, start: Int)
    /// An interpolation's code, with `depth` parentheses open, its own included.
    case interpolation(depth: Int)
  }

  /// Reads a Swift string literal whose opening quote is at `index`, after `hashes` hashes, and
  /// returns the range of its content.
  ///
  /// An escape is a backslash followed by the same number of hashes; an interpolation is such
  /// an escape followed by a parenthesis, and is skipped as code up to its closing one,
  /// nested parentheses, strings and comments included. The literals and interpolations open
  /// are kept on a stack rather than by recursion, so that no nesting can exhaust the thread's
  /// stack.
  private mutating func swiftString(hashes: Int) -> Range<Int> {
    var stack = [openLiteral(hashes: hashes)]
    while index < bytes.count, let innermost = stack.last {
      let byte = bytes[index]
      switch innermost {
      case .literal(let hashes, let isMultiLine, let start):
        if byte == Byte.backslash && hashesFollow(index + 1, count: hashes) {
          index += 1 + hashes
          if peek(0) == Byte.openParenthesis {
            index += 1
            stack.append(.interpolation(depth: 1))
          } else if index < bytes.count {
            if bytes[index] == Byte.lineFeed { line += 1 }
            index += 1
          }
          continue
        }
        if byte == Byte.quote {
          let quotes = isMultiLine ? 3 : 1
          if (0..<quotes).allSatisfy({ peek($0) == Byte.quote })
            && hashesFollow(index + quotes, count: hashes)
          {
            let content = start..<index
            index += quotes + hashes
            stack.removeLast()
            if stack.isEmpty { return content }
            continue
          }
        }
        if byte == Byte.lineFeed {
          if !isMultiLine {
            stack.removeLast()
            if stack.isEmpty { return start..<index }
            continue
          }
          line += 1
        }
        index += 1
      case .interpolation(let depth):
        if skipComment() { continue }
        switch byte {
        case Byte.openParenthesis:
          stack[stack.count - 1] = .interpolation(depth: depth + 1)
        case Byte.closeParenthesis:
          stack[stack.count - 1] = .interpolation(depth: depth - 1)
          if depth == 1 { stack.removeLast() }
        case Byte.quote:
          stack.append(openLiteral(hashes: 0))
          continue
        case Byte.hash:
          var hashes = 0
          while peek(hashes) == Byte.hash { hashes += 1 }
          if peek(hashes) == Byte.quote {
            index += hashes
            stack.append(openLiteral(hashes: hashes))
            continue
          }
        case Byte.lineFeed: line += 1
        default: break
        }
        index += 1
      }
    }
    guard case .literal(_, _, let start) = stack.first else { return index..<index }
    return start..<index
  }

  /// Steps past the opening quotes of a literal at `index`, after `hashes` hashes, and returns
  /// it.
  private mutating func openLiteral(hashes: Int) -> Nesting {
    let isMultiLine = peek(1) == Byte.quote && peek(2) == Byte.quote
    index += isMultiLine ? 3 : 1
    return .literal(hashes: hashes, isMultiLine: isMultiLine, start: index)
  }

  /// Whether `count` hashes stand at `position`.
  private func hashesFollow(_ position: Int, count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return (position..<position + count).allSatisfy { bytes[$0] == Byte.hash }
  }

  /// Reads a C string or character literal opened by `delimiter` at `index` and returns the
  /// range of its content; it ends at the next unescaped delimiter or, unterminated, at the
  /// end of the line.
  private mutating func quoted(by delimiter: UInt8) -> Range<Int> {
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == delimiter {
        index += 1
        return start..<index - 1
      }
      if byte == Byte.lineFeed { return start..<index }
      if byte == Byte.backslash, let next = peek(1) {
        if next == Byte.lineFeed { line += 1 }
        index += 1
      }
      index += 1
    }
    return start..<index
  }

  /// Returns where the backquote that closes a name opened before `index` stands, if one
  /// does on the same line after at least one character.
  private func closingBackquote() -> Int? {
    var end = index
    while end < bytes.count {
      switch bytes[end] {
      case Byte.backquote: return end > index ? end : nil
      case Byte.lineFeed, Byte.carriageReturn: return nil
      default: end += 1
      }
    }
    return nil
  }

  private mutating func skipIdentifier() {
    while index < bytes.count && Byte.isIdentifierPart(bytes[index]) { index += 1 }
  }

  private mutating func skipNumber() {
    while index < bytes.count {
      let byte = bytes[index]
      if Byte.isIdentifierPart(byte) || (byte == Byte.dot && (peek(1).map(Byte.isDigit) ?? false)) {
        index += 1
      } else {
        return
      }
    }
  }

  /// Skips a run of operator characters, stopping where a comment starts.
  private mutating func skipOperator() {
    index += 1
    while index < bytes.count && Byte.isOperator(bytes[index]) {
      if bytes[index] == Byte.slash && (peek(1) == Byte.slash || peek(1) == Byte.star) { return }
      index += 1
    }
  }
}

/// The bytes the tokenizer tells apart, and its character classes.
private enum Byte {
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let backquote = UInt8(ascii: "`")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  /// Space, tab, carriage return, vertical tab and form feed; the line feed is counted apart.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// ASCII letters, `_`, `$`, and every byte of a multi-byte UTF-8 sequence, so that names in
  /// other scripts read as names.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

  /// The characters operators are made of: `= - + * / % < > ! & | ^ ~ ?`; the dot stands alone.
  static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x3D, 0x2D, 0x2B, 0x2A, 0x2F, 0x25, 0x3C, 0x3E, 0x21, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }
}
