import PushMatrixModel

extension String {
  /// The string as HTML text or as a quoted attribute value: `&`, `<`, `>`, `"` and `'` become
  /// character references.
  // Public and inlinable, as the package's stages' hot readers are: the page formatters escape
  // every cell, and Swift inlines no `package` member into another target (measured: check
  // took 4 % more processor time with the escapers out of the formatters' target and package).
  @inlinable
  public var htmlEscaped: String {
    // Bytes, not characters: pages escape hundreds of thousands of cells, and every byte that
    // needs escaping is ASCII, so it never occurs inside a multi-byte sequence.
    func needsReference(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
    // Asked of the bytes in place, most strings needing nothing: looking each byte up in the
    // table of references cost more than the rest of the escaping.
    let needed =
      utf8.withContiguousStorageIfAvailable { $0.contains(where: needsReference) }
      ?? utf8.contains(where: needsReference)
    guard needed else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
      if let reference = Self.htmlReferences[Int(byte)] {
        bytes += reference
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

  /// The character reference for each byte that needs one, indexed by byte.
  @usableFromInline
  static let htmlReferences: [[UInt8]?] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "&"): Array("&amp;".utf8)
    case UInt8(ascii: "<"): Array("&lt;".utf8)
    case UInt8(ascii: ">"): Array("&gt;".utf8)
    case UInt8(ascii: "\""): Array("&quot;".utf8)
    case UInt8(ascii: "'"): Array("&#39;".utf8)
    default: nil
    }
  }
}
