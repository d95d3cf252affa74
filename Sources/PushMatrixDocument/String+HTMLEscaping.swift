import PushMatrixIO
import PushMatrixModel

extension String {
  /// The string as HTML text or as a quoted attribute value: `&`, `<`, `>`, `"` and `'` become
  /// character references, and a control or bidirectional formatting character is written as its
  /// Swift spelling (``PushMatrixIO/Swift/String/controlsSpelledOut``).
  // Public and inlinable, as the package's stages' hot readers are: the page formatters escape
  // every cell, and Swift inlines no `package` member into another target (measured: check
  // took 4 % more processor time with the escapers out of the formatters' target and package).
  @inlinable
  public var htmlEscaped: String {
    // Bytes, not characters: pages escape hundreds of thousands of cells, and every byte that
    // needs escaping is ASCII, so it never occurs inside a multi-byte sequence. Asked of the
    // bytes in place, most strings needing nothing: a table of references looked up for each
    // byte cost more than the rest of the escaping. A byte that may start a hidden character
    // sends the string to the exact scan (``hasHiddenCharacter(_:)``).
    let mayHide = Self.hiddenCharacterBytes
    let needed = containsUTF8Byte { Self.htmlReference(of: $0) != nil || mayHide[Int($0)] }
    guard needed else { return self }
    if Self.hasHiddenCharacter(utf8) { return controlsSpelledOut.htmlEscaped }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
      if let reference = Self.htmlReference(of: byte) {
        bytes += reference.utf8
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The string as the text of an HTML comment, which must not close the comment early.
  package var htmlCommentEscaped: String {
    // Browsers end a comment at `--!>` as well as at `-->`. The loop repeats in case one
    // replacement forms a new sequence with its neighbours; each adds a space, so it ends.
    var text = self
    while ["-->", "--!>", "<!--"].contains(where: { text.contains($0) }) {
      text = text.replacingAll("<!--", with: "<! --").replacingAll("-->", with: "- ->")
        .replacingAll("--!>", with: "- -!>")
    }
    return text
  }

  /// The character reference of a byte that needs one, or `nil`.
  @inlinable
  static func htmlReference(of byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}
