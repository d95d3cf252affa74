import PushMatrixIO

extension String {
  /// The string as one line of inline GitHub-flavoured Markdown that shows literally, also in a
  /// table cell.
  ///
  /// Backslashes and the punctuation that starts emphasis, code, links, raw HTML, entities,
  /// strikethrough, headings' closing sequences and table cells (`|`) get a backslash; a line
  /// break (LF, CR or CR LF) becomes `<br>`, the one piece of HTML GitHub keeps in a cell. A
  /// control or bidirectional formatting character is written as its Swift spelling first
  /// (``PushMatrixIO/Swift/String/controlsSpelledOut``).
  // Public and inlinable for the reason htmlEscaped is.
  @inlinable
  public var markdownEscaped: String {
    // Bytes, not characters, for speed; every byte that needs escaping is ASCII. One pass finds
    // most strings plain; a byte that may start a hidden character sends the string to the
    // exact scan (``hasHiddenCharacter(_:)``).
    let special = Self.markdownSpecial
    let mayHide = Self.hiddenCharacterBytes
    guard containsUTF8Byte(where: { special[Int($0)] || mayHide[Int($0)] }) else { return self }
    if Self.hasHiddenCharacter(utf8) { return controlsSpelledOut.markdownEscaped }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    var previous: UInt8 = 0
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): break
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): bytes += Array("<br>".utf8)
      case _ where special[Int(byte)]: bytes += [UInt8(ascii: "\\"), byte]
      default: bytes.append(byte)
      }
      previous = byte
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The string with a zero-width joiner (U+200D) after every `@` that a letter, digit or
  /// hyphen follows, so that GitHub shows `@name` without reading it as a mention (it
  /// notifies only an `@` followed directly by a user or team name); the text reads the same.
  package var mentionsNeutralised: String {
    guard contains("@") else { return self }
    var result = ""
    var scalars = unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      result.unicodeScalars.append(scalar)
      next = scalars.next()
      if scalar == "@", let following = next,
        following.properties.isAlphabetic || ("0"..."9").contains(following) || following == "-"
      {
        result.unicodeScalars.append("\u{200D}")
      }
    }
    return result
  }

  /// Whether each byte needs a backslash or a `<br>`, indexed by byte.
  @usableFromInline
  static let markdownSpecial: [Bool] = (0...255).map { byte in
    "\\`*_[]<>|~&#\n\r".utf8.contains(UInt8(byte))
  }

  /// The string as the destination of an inline Markdown link, `[text](destination)`, that
  /// reads back as the string.
  ///
  /// Parentheses and backslashes get a backslash, so that an address such as Apple's
  /// `…/application(_:didreceiveremotenotification:fetchcompletionhandler:)` ends where it
  /// should; a space, a control character, `<` or `>`, which no address holds but which would
  /// end or break the destination, is percent-encoded.
  package var markdownLinkDestination: String {
    // Most addresses need nothing: scanning their bytes is many times faster than rebuilding
    // them a scalar at a time. Every byte that needs a change is ASCII, or 0xC2, which leads
    // the C1 controls (and the other scalars up to U+00BF).
    guard
      containsUTF8Byte(where: {
        switch $0 {
        case 0...0x20, 0x7F, 0xC2, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"),
          UInt8(ascii: "<"), UInt8(ascii: ">"):
          true
        default: false
        }
      })
    else { return self }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "(", ")", "\\": result += "\\" + String(scalar)
      // The control characters (general category Cc) are exactly U+0000–U+001F and
      // U+007F–U+009F, a set Unicode's stability policy fixes.
      case " ", "<", ">", "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
        for byte in String(scalar).utf8 {
          result += (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
        }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension [String] {
  /// The lines as a fenced code block, its fence longer than any run of backticks in them so
  /// that no line can close it.
  ///
  /// - Parameter info: the info string after the opening fence, such as `diff`.
  /// - Returns: the block, from the opening fence to the closing one, without a final line feed.
  package func markdownCodeBlock(info: String) -> String {
    var longest = 0
    for line in self {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = Swift.max(longest, run)
      }
    }
    let fence = String(repeating: "`", count: Swift.max(3, longest + 1))
    return ([fence + info] + self + [fence]).joined(separator: "\n")
  }
}
