import PushMatrixIO

extension String {
  /// Whether UTF-8 bytes hold a character that a page must spell out
  /// (``PushMatrixIO/Swift/String/controlsSpelledOut``): a control character but tab, line feed
  /// and carriage return, a line or paragraph separator, or a bidirectional control.
  ///
  /// A target's or a file's name comes from the app's repository, and a pull request can put an
  /// escape sequence or a right-to-left override in one; on a page or in a comment it would
  /// recolour or reorder what follows. Every writer's escaper asks this first
  /// (``markdownEscaped``, ``htmlEscaped``, code spans and blocks), by bytes: most strings hold
  /// none, and every page's cells are asked.
  @inlinable
  static func hasHiddenCharacter(_ bytes: String.UTF8View) -> Bool {
    bytes.withContiguousStorageIfAvailable(hasHiddenCharacter) ?? hasHiddenCharacter(Array(bytes))
  }

  /// Whether each byte may be, or start, a character ``hasHiddenCharacter(_:)`` finds: the
  /// control bytes but tab, line feed and carriage return, and the lead bytes `C2`, `D8` and
  /// `E2`; indexed by byte, for the escapers' first pass.
  @usableFromInline
  static let hiddenCharacterBytes: [Bool] = (0...255).map { byte in
    (byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte)) || [0x7F, 0xC2, 0xD8, 0xE2].contains(byte)
  }

  /// Whether UTF-8 bytes hold a character that a page must spell out.
  @inlinable
  static func hasHiddenCharacter(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      index = bytes.index(after: index)
      switch byte {
      case 0x09, 0x0A, 0x0D: continue
      case 0x00...0x1F, 0x7F: return true
      // C1 controls, U+0080–U+009F: C2 80–9F; U+061C: D8 9C; U+200E, U+200F, U+2028–U+202E:
      // E2 80 8E, 8F, A8–AE; U+2066–U+2069: E2 81 A6–A9.
      case 0xC2, 0xD8, 0xE2:
        guard index != bytes.endIndex else { return false }
        let second = bytes[index]
        if byte == 0xC2 { if (0x80...0x9F).contains(second) { return true } else { continue } }
        if byte == 0xD8 { if second == 0x9C { return true } else { continue } }
        let next = bytes.index(after: index)
        guard next != bytes.endIndex else { return false }
        let third = bytes[next]
        if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
          return true
        }
        if second == 0x81, (0xA6...0xA9).contains(third) { return true }
      default: continue
      }
    }
    return false
  }

  /// The string with the characters ``hasHiddenCharacter(_:)`` finds spelled out, or the string
  /// itself when it holds none: for code, which no other escaper touches.
  package var spellingOutHiddenCharacters: String {
    Self.hasHiddenCharacter(utf8) ? controlsSpelledOut : self
  }
}
