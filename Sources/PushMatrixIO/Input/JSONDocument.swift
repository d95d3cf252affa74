import Foundation

/// A strictly read JSON file whose every value knows the line it starts on, so that a reader
/// of a hand-edited file can name the line of a bad value.
///
/// Strict as RFC 8259 is, and as the project's other readers are: invalid UTF-8, a byte-order
/// mark, a raw control character in a string, an unknown escape, a key given twice, trailing
/// text, or values nested deeper than ``maximumDepth`` are diagnosed with their line.
package enum JSONDocument {
  /// A JSON value.
  package indirect enum Value: Equatable, Sendable {
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null
    case array([Node])
    case object([Member])
  }

  /// A value and the line it starts on.
  package struct Node: Equatable, Sendable {
    package var value: Value
    package var line: Int

    /// Creates a node.
    package init(value: Value, line: Int) {
      self.value = value
      self.line = line
    }
  }

  /// A member of an object: its key, the line the key stands on, and its value.
  package struct Member: Equatable, Sendable {
    package var key: String
    package var line: Int
    package var node: Node
  }

  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 64

  /// Parses a file's bytes.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - file: the path, for diagnostics.
  /// - Returns: the top-level value.
  /// - Throws: ``Diagnostic`` naming the line of the first problem.
  package static func parse(_ data: Data, file: String) throws(Diagnostic) -> Node {
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw Diagnostic(
        file: file, line: 1,
        message: "the file starts with a byte-order mark; save it as UTF-8 without one")
    }
    guard String(strictUTF8: data) != nil else {
      throw Diagnostic(file: file, line: nil, message: "the file is not valid UTF-8")
    }
    var parser = Parser(bytes: Array(data), file: file)
    parser.skipSpace()
    guard parser.index < parser.bytes.count else {
      throw parser.fail("the file is empty; expected a JSON value")
    }
    let root = try parser.value(depth: 0)
    parser.skipSpace()
    if parser.index < parser.bytes.count {
      throw parser.fail("unexpected \(parser.found) after the end of the value")
    }
    return root
  }

  /// Reads JSON from bytes, one value at a time.
  private struct Parser {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
    }

    func fail(_ message: String) -> Diagnostic {
      Diagnostic(file: file, line: line, message: message)
    }

    /// What stands at `index`, as a message names it: `a string` for a quote, a structural
    /// character alone, or else the run of characters up to the next space or structural
    /// character, quoted.
    var found: String {
      guard index < bytes.count, bytes[index] != UInt8(ascii: "\"") else { return "a string" }
      return word.messageQuoted
    }

    /// The character at `index` when it is structural, or else the run of characters up to the
    /// next space or structural character.
    var word: String {
      let structural = Array("{}[],:\"".utf8)
      guard index < bytes.count else { return "" }
      if structural.contains(bytes[index]) { return String(UnicodeScalar(bytes[index])) }
      let end =
        bytes[index...].firstIndex { structural.contains($0) || Self.isSpace($0) } ?? bytes.count
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipSpace() {
      while index < bytes.count && Self.isSpace(bytes[index]) {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }

    /// Fails unless a byte stands at `index`, saying what was expected.
    func requireMore(expecting expected: String) throws(Diagnostic) {
      if index >= bytes.count { throw fail("unexpected end of the file; expected \(expected)") }
    }

    mutating func value(depth: Int) throws(Diagnostic) -> Node {
      try requireMore(expecting: "a value")
      let line = self.line
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard depth < JSONDocument.maximumDepth else {
          throw fail("the values are nested more than \(JSONDocument.maximumDepth) deep")
        }
        let isObject = bytes[index] == UInt8(ascii: "{")
        index += 1
        let value = isObject ? try object(depth: depth + 1) : try array(depth: depth + 1)
        return Node(value: value, line: line)
      case UInt8(ascii: "\""):
        return Node(value: .string(try string()), line: line)
      default:
        for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)]
        where self.word == word {
          index += word.utf8.count
          return Node(value: value, line: line)
        }
        guard let number = number() else { throw fail("expected a value, found \(found)") }
        return Node(value: .number(number), line: line)
      }
    }

    mutating func array(depth: Int) throws(Diagnostic) -> Value {
      var items: [Node] = []
      skipSpace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth))
        skipSpace()
        if try separator(closing: "]") { return .array(items) }
      }
    }

    mutating func object(depth: Int) throws(Diagnostic) -> Value {
      var members: [Member] = []
      var keys: Set<String> = []
      skipSpace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        try requireMore(expecting: "a string key")
        guard bytes[index] == UInt8(ascii: "\"") else {
          throw fail("expected a string key, found \(found)")
        }
        let keyLine = line
        let key = try string()
        guard keys.insert(key).inserted else {
          throw fail("the key \(key.messageQuoted) appears twice")
        }
        skipSpace()
        try requireMore(expecting: "\":\"")
        guard bytes[index] == UInt8(ascii: ":") else {
          throw fail("expected \":\" after the key, found \(found)")
        }
        index += 1
        skipSpace()
        members.append(Member(key: key, line: keyLine, node: try value(depth: depth)))
        skipSpace()
        if try separator(closing: "}") { return .object(members) }
      }
    }

    /// Reads a `,` (returning `false`) or the closing character (returning `true`).
    mutating func separator(closing: Unicode.Scalar) throws(Diagnostic) -> Bool {
      try requireMore(expecting: "\",\" or \"\(closing)\"")
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        return false
      }
      guard bytes[index] == UInt8(ascii: closing) else {
        throw fail("expected \",\" or \"\(closing)\", found \(found)")
      }
      index += 1
      return true
    }

    /// Reads a string whose opening quote is at `index`.
    mutating func string() throws(Diagnostic) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var start = index
      func flush(_ end: Int) {
        scalars += String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flush(index)
          index += 1
          return String(scalars)
        }
        if byte < 0x20 {
          throw fail(String(format: "control character U+%04X in a string; escape it", byte))
        }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        flush(index)
        scalars.append(try escape())
        start = index
      }
      throw fail("unexpected end of the file in a string")
    }

    /// Reads the escape whose backslash is at `index` and returns the character it stands for.
    mutating func escape() throws(Diagnostic) -> Unicode.Scalar {
      let escapeStart = index
      // The escape as written, up to `end`: by default through the byte at `index`, which made
      // it bad; a `\uXXXX` that is no character ends after its digits, not at the next byte.
      func bad(through end: Int? = nil) -> Diagnostic {
        let end = min(end ?? index + 1, bytes.count)
        let text = String(decoding: bytes[escapeStart..<max(end, escapeStart + 1)], as: UTF8.self)
        return fail("bad escape \(text.messageQuoted) in a string")
      }
      index += 1
      guard index < bytes.count else { throw bad() }
      let simple: [UInt8: Unicode.Scalar] = [
        0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x62: "\u{08}", 0x66: "\u{0C}", 0x6E: "\n",
        0x72: "\r", 0x74: "\t",
      ]
      if let scalar = simple[bytes[index]] {
        index += 1
        return scalar
      }
      guard bytes[index] == UInt8(ascii: "u"), let high = hexQuad(at: index + 1) else {
        throw bad()
      }
      index += 5
      if (0xD800..<0xDC00).contains(high) {
        // A high surrogate must be followed by a low one; a `\uXXXX` after it that is not one
        // is quoted with it.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u"), let low = hexQuad(at: index + 2)
        else { throw bad(through: index) }
        guard (0xDC00..<0xE000).contains(low) else { throw bad(through: index + 6) }
        index += 6
        return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw bad(through: index) }
      return scalar
    }

    /// The value of the four hexadecimal digits at `position`, or `nil`.
    func hexQuad(at position: Int) -> UInt32? {
      guard position + 4 <= bytes.count else { return nil }
      return UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    }

    /// Reads a number as RFC 8259 writes it, or returns `nil` leaving `index` alone.
    mutating func number() -> String? {
      let start = index
      var position = index
      func digits() -> Int {
        let from = position
        while position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39 {
          position += 1
        }
        return position - from
      }
      if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
      let integerStart = position
      let integerDigits = digits()
      guard integerDigits > 0, bytes[integerStart] != 0x30 || integerDigits == 1 else {
        return nil
      }
      if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
        position += 1
        guard digits() > 0 else { return nil }
      }
      if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
        position += 1
        if position < bytes.count && (bytes[position] == 0x2B || bytes[position] == 0x2D) {
          position += 1
        }
        guard digits() > 0 else { return nil }
      }
      if position < bytes.count && !Self.isSpace(bytes[position])
        && !Array(",]}".utf8).contains(bytes[position])
      {
        return nil
      }
      index = position
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }
  }
}
