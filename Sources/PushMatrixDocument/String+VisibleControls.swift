extension String {
  /// The string with each hidden character written as its code point (`U+001B`, `U+202E`):
  /// control characters but tab, line feed and carriage return, and the bidirectional
  /// formatting characters.
  ///
  /// A target's or a file's name comes from the app's repository, and a pull request can put an
  /// escape sequence or a right-to-left override in one; on a page, in a terminal or in a
  /// comment it would recolour or reorder what follows. Written out, it shows what the name
  /// holds. Every writer's escaper starts here (``markdownEscaped``, ``htmlEscaped``).
  @inlinable
  public var withVisibleControls: String {
    guard Self.hasHiddenCharacter(utf8) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if Self.isHidden(scalar) {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a scalar is a control character other than tab, line feed and carriage return, or
  /// a bidirectional formatting character (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069).
  @inlinable
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether UTF-8 bytes hold a character ``isHidden(_:)`` finds, looked for by its bytes: most
  /// strings hold none, and every page's cells are asked.
  @inlinable
  static func hasHiddenCharacter(_ bytes: String.UTF8View) -> Bool {
    bytes.withContiguousStorageIfAvailable(hasHiddenCharacter) ?? hasHiddenCharacter(Array(bytes))
  }

  /// Whether UTF-8 bytes hold a character ``isHidden(_:)`` finds.
  @inlinable
  static func hasHiddenCharacter(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      index = bytes.index(after: index)
      switch byte {
      case 0x09, 0x0A, 0x0D: continue
      case 0x00...0x1F, 0x7F: return true
      // C1 controls, U+0080–U+009F: C2 80–9F; U+061C: D8 9C; U+200E, U+200F, U+202A–U+202E:
      // E2 80 8E, 8F, AA–AE; U+2066–U+2069: E2 81 A6–A9.
      case 0xC2, 0xD8, 0xE2:
        guard index != bytes.endIndex else { return false }
        let second = bytes[index]
        if byte == 0xC2 { if (0x80...0x9F).contains(second) { return true } else { continue } }
        if byte == 0xD8 { if second == 0x9C { return true } else { continue } }
        let next = bytes.index(after: index)
        guard next != bytes.endIndex else { return false }
        let third = bytes[next]
        if second == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) {
          return true
        }
        if second == 0x81, (0xA6...0xA9).contains(third) { return true }
      default: continue
      }
    }
    return false
  }
}
