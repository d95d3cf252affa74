/// Splits a JavaScript, TypeScript or Dart file into ``ScriptToken``s in one pass: comments are
/// dropped, string, template and regular-expression literals are read whole, so that a brace or
/// a name inside one is never code.
///
/// The reader is linear in the file's bytes and keeps no stack: a `${…}` inside a string is
/// skipped by counting braces, without reading the strings nested in it. A regular expression
/// is recognised where an operand may start (after `(`, `=`, `,`, `return` and the like), as
/// JavaScript's grammar decides it.
enum ScriptTokenizer {
  /// The keywords after which a `/` starts a regular expression.
  private static let operandKeywords: Set<String> = [
    "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw",
    "await", "yield",
  ]

  /// Returns the tokens of a file, or `nil` when it holds more than `maximumCount`.
  static func tokens(of bytes: [UInt8], maximumCount: Int) -> [ScriptToken]? {
    var tokens: [ScriptToken] = []
    var index = 0
    var line = 1
    let count = bytes.count
    func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }
    // Skips a string's body up to its closing quote (one byte, or three for Dart's `'''`),
    // counting lines; a `${…}` is skipped by its braces.
    func skipString(quote: UInt8, triple: Bool, multiline: Bool) {
      while index < count {
        let current = bytes[index]
        if current == UInt8(ascii: "\\") {
          if byte(1) == UInt8(ascii: "\n") { line += 1 }
          index += 2
          continue
        }
        if current == UInt8(ascii: "\n") {
          line += 1
          if !multiline && !triple {
            index += 1
            return
          }
        }
        if current == UInt8(ascii: "$") && byte(1) == UInt8(ascii: "{") {
          var depth = 0
          while index < count {
            if bytes[index] == UInt8(ascii: "{") { depth += 1 }
            if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
            if depth == 0 { break }
          }
          continue
        }
        if current == quote && (!triple || (byte(1) == quote && byte(2) == quote)) {
          index += triple ? 3 : 1
          return
        }
        index += 1
      }
    }
    while index < count {
      let current = bytes[index]
      let start = index
      let startLine = line
      switch current {
      case UInt8(ascii: "\n"):
        line += 1
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        index += 2
        while index < count && !(bytes[index] == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/"))
        {
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
        index = min(index + 2, count)
      case UInt8(ascii: "/") where startsOperand(after: tokens.last):
        index += 1
        var inClass = false
        while index < count && bytes[index] != UInt8(ascii: "\n") {
          let character = bytes[index]
          if character == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          index += 1
          if character == UInt8(ascii: "[") { inClass = true }
          if character == UInt8(ascii: "]") { inClass = false }
          if character == UInt8(ascii: "/") && !inClass { break }
        }
        tokens.append(ScriptToken(kind: .string, text: text(start, min(index, count)), line: line))
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
        let triple = byte(1) == current && byte(2) == current
        index += triple ? 3 : 1
        let bodyStart = index
        skipString(quote: current, triple: triple, multiline: current == UInt8(ascii: "`"))
        let bodyEnd = max(bodyStart, min(index, count) - (triple ? 3 : 1))
        tokens.append(ScriptToken(kind: .string, text: text(bodyStart, bodyEnd), line: startLine))
      default:
        if isNameByte(current) {
          while index < count && (isNameByte(bytes[index]) || isDigit(bytes[index])) {
            index += 1
          }
          tokens.append(ScriptToken(kind: .identifier, text: text(start, index), line: line))
        } else if isDigit(current) {
          while index < count
            && (isNameByte(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 0x2E)
          {
            index += 1
          }
          tokens.append(ScriptToken(kind: .number, text: text(start, index), line: line))
        } else if current == UInt8(ascii: "=") && byte(1) == UInt8(ascii: ">") {
          index += 2
          tokens.append(ScriptToken(kind: .punctuation, text: "=>", line: line))
        } else if current >= 0x80 {
          // Any other UTF-8 byte: part of a name or of text outside the code the reader needs.
          index += 1
        } else {
          index += 1
          tokens.append(ScriptToken(kind: .punctuation, text: text(start, index), line: line))
        }
      }
      if tokens.count > maximumCount { return nil }
    }
    return tokens
  }

  /// Whether a `/` after a token starts an operand, so a regular expression, rather than a
  /// division.
  private static func startsOperand(after token: ScriptToken?) -> Bool {
    guard let token else { return true }
    switch token.kind {
    case .identifier: return operandKeywords.contains(token.text)
    case .string, .number: return false
    case .punctuation: return token.text != ")" && token.text != "]" && token.text != "}"
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
