extension String {
  /// Decodes UTF-8 strictly: `nil` when any byte sequence is invalid, instead of repairing it.
  ///
  /// The standard library's `String(validating:as:)` does this too, but only from macOS 15;
  /// this works wherever the package builds.
  package init?(strictUTF8 bytes: some Collection<UInt8>) {
    guard Self.isStrictUTF8(bytes) else { return nil }
    self.init(decoding: bytes, as: UTF8.self)
  }

  /// Whether bytes are valid UTF-8 (``init(strictUTF8:)``), for a reader that goes on with the
  /// bytes and needs no string of them.
  package static func isStrictUTF8(_ bytes: some Collection<UInt8>) -> Bool {
    !transcode(bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true) { _ in }
  }
}

extension String {
  /// Spells a file name's bytes: UTF-8 as it reads, each byte that is not part of valid
  /// UTF-8 as `\xHH`, so that a name no string holds can still be named in a message.
  package init(fileNameBytes bytes: [UInt8]) {
    if let valid = String(strictUTF8: bytes) {
      self = valid
      return
    }
    var result = ""
    var index = 0
    while index < bytes.count {
      // The longest valid sequence starting here, at most four bytes.
      let sequence = (1...Swift.min(4, bytes.count - index)).reversed().first { length in
        String(strictUTF8: bytes[index..<index + length]) != nil
      }
      if let length = sequence {
        result += String(decoding: bytes[index..<index + length], as: UTF8.self)
        index += length
      } else {
        result += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
        index += 1
      }
    }
    self = result
  }

  private func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
