import Foundation

/// An old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`, read into
/// nodes that know their lines.
///
/// Foundation's parser gives no line for a value, reports some errors at line 1, and
/// CoreFoundation writes its own log line to standard error before failing; this reader does
/// neither, and its time stays linear in the file. Nesting is kept on an explicit stack and
/// bounded by ``maximumDepth``, so neither reading nor freeing the nodes recurses as deep as a
/// hostile file would like.
package enum OldStylePropertyList {
  /// The deepest nesting read: Xcode's projects nest four levels deep; a file that nests more
  /// than this is refused.
  package static let maximumDepth = 256

  /// A value and the line it starts on.
  package struct Node: Sendable {
    /// The kinds of value.
    package enum Value: Sendable {
      /// A quoted or bare string.
      case string(String)
      /// `<hex bytes>`.
      case data([UInt8])
      /// `( value, value, … )`.
      case array([Node])
      /// `{ key = value; … }`, in the file's order.
      case dictionary([Member])
    }

    /// A dictionary's entry.
    package struct Member: Sendable {
      /// The key.
      package var key: String
      /// The line of the key.
      package var line: Int
      /// The value.
      package var node: Node
    }

    /// The value.
    package var value: Value
    /// The 1-based line where it starts.
    package var line: Int

    /// The string, or `nil` for another kind.
    package var string: String? {
      if case .string(let text) = value { text } else { nil }
    }

    /// The array's items, or `nil` for another kind.
    package var array: [Node]? {
      if case .array(let items) = value { items } else { nil }
    }

    /// The dictionary's entries, or `nil` for another kind.
    package var members: [Member]? {
      if case .dictionary(let members) = value { members } else { nil }
    }

    /// The value as Foundation's reader gives it.
    ///
    /// A `String`, `Data`, `[Any]` or `[String: Any]`; the recursion is as deep as the nesting,
    /// which the reader bounds.
    package var foundationValue: Any {
      switch value {
      case .string(let text): text
      case .data(let bytes): Data(bytes)
      case .array(let items): items.map(\.foundationValue)
      case .dictionary: dictionary!.mapValues(\.foundationValue)
      }
    }

    /// The dictionary's entries by key, the last one winning as in Foundation's reader, or
    /// `nil` for another kind.
    package var dictionary: [String: Node]? {
      members.map { members in
        Dictionary(members.map { ($0.key, $0.node) }, uniquingKeysWith: { $1 })
      }
    }
  }

  /// Parses a whole file.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes, UTF-8.
  ///   - file: the path, for diagnostics.
  /// - Returns: the file's one value, usually a dictionary.
  /// - Throws: ``Diagnostic`` naming the line and what was expected there.
  package static func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> Node {
    var parser = Parser(bytes: bytes, file: file)
    return try parser.document()
  }

  /// The state of one parse.
  private struct Parser {
    /// A container being read: whether it is a dictionary, its line, and its pending key.
    ///
    /// A dictionary's key is kept until its value is read. Its entries are kept apart, in ``Parser/document()``'s
    /// stacks of arrays, so that adding one never copies the others.
    struct Frame {
      var isDictionary: Bool
      var line: Int
      var key: (text: String, line: Int)?
    }

    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
    }

    mutating func document() throws(Diagnostic) -> Node {
      var frames: [Frame] = []
      var items: [[Node]] = []
      var members: [[Node.Member]] = []
      while true {
        try skipTrivia()
        var finished: Node?
        if let frame = frames.last, frame.isDictionary, frame.key == nil {
          guard let byte = peek() else { throw error("expected a key or } before the end") }
          if byte == UInt8(ascii: "}") {
            index += 1
            frames.removeLast()
            items.removeLast()
            finished = Node(value: .dictionary(members.removeLast()), line: frame.line)
          } else {
            let keyLine = line
            guard let key = try scalar(), case .string(let text) = key.value else {
              throw error("expected a key, found \(describe(peek()))")
            }
            try skipTrivia()
            try expect("=", after: "the key \(text.messageQuoted)")
            frames[frames.count - 1].key = (text, keyLine)
            continue
          }
        } else if let frame = frames.last, !frame.isDictionary {
          guard let byte = peek() else { throw error("expected a value or ) before the end") }
          if byte == UInt8(ascii: ")") {
            index += 1
            frames.removeLast()
            members.removeLast()
            finished = Node(value: .array(items.removeLast()), line: frame.line)
          }
        }
        if finished == nil {
          // A value starts: a container is pushed and read on the next turns.
          guard let byte = peek() else { throw error("expected a value before the end") }
          if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
            guard frames.count < OldStylePropertyList.maximumDepth else {
              throw error("nested deeper than \(OldStylePropertyList.maximumDepth) levels")
            }
            index += 1
            frames.append(Frame(isDictionary: byte == UInt8(ascii: "{"), line: line, key: nil))
            items.append([])
            members.append([])
            continue
          }
          guard let value = try scalar() else {
            throw error("expected a value, found \(describe(byte))")
          }
          finished = value
        }
        guard let node = finished else { continue }
        guard let frame = frames.last else {
          try skipTrivia()
          guard peek() == nil else {
            throw error("expected the end after the top value, found \(describe(peek()))")
          }
          return node
        }
        let top = frames.count - 1
        if let key = frame.key {
          members[top].append(Node.Member(key: key.text, line: key.line, node: node))
          frames[top].key = nil
          try skipTrivia()
          try expect(";", after: "the value of \(key.text.messageQuoted)")
        } else {
          items[top].append(node)
          try skipTrivia()
          if peek() == UInt8(ascii: ",") {
            index += 1
          } else if peek() != UInt8(ascii: ")") {
            throw error("expected , or ) after an array's item, found \(describe(peek()))")
          }
        }
      }
    }

    /// Reads a string or data value, or returns `nil` when none starts here.
    mutating func scalar() throws(Diagnostic) -> Node? {
      guard let byte = peek() else { return nil }
      let start = line
      if byte == UInt8(ascii: "\"") { return Node(value: .string(try quoted()), line: start) }
      if byte == UInt8(ascii: "<") { return Node(value: .data(try data()), line: start) }
      let begin = index
      while let byte = peek(), Self.isBare(byte) { index += 1 }
      guard index > begin else { return nil }
      return Node(
        value: .string(String(decoding: bytes[begin..<index], as: UTF8.self)), line: start)
    }

    /// Whether a byte may be part of a bare string.
    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default: "_$+/:.-".utf8.contains(byte)
      }
    }

    /// Reads a quoted string and its escapes.
    mutating func quoted() throws(Diagnostic) -> String {
      let start = line
      index += 1
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll(keepingCapacity: true)
      }
      while true {
        guard let byte = peek() else {
          throw Diagnostic(file: file, line: start, message: "unterminated string")
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "\n"):
          line += 1
          run.append(byte)
        case UInt8(ascii: "\\"):
          flush()
          guard let escaped = peek() else {
            throw Diagnostic(file: file, line: start, message: "unterminated string")
          }
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "a"): scalars.append("\u{07}")
          case UInt8(ascii: "b"): scalars.append("\u{08}")
          case UInt8(ascii: "f"): scalars.append("\u{0C}")
          case UInt8(ascii: "v"): scalars.append("\u{0B}")
          case UInt8(ascii: "U"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let digit = peek().flatMap(Self.hexValue) {
              value = value * 16 + UInt32(digit)
              index += 1
              digits += 1
            }
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
          case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = peek(),
              (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next)
            {
              value = value * 8 + UInt32(next - UInt8(ascii: "0"))
              index += 1
              digits += 1
            }
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
          default:
            if escaped == UInt8(ascii: "\n") { line += 1 }
            run.append(escaped)
          }
        default:
          run.append(byte)
        }
      }
    }

    /// Reads `<hex bytes>`.
    mutating func data() throws(Diagnostic) -> [UInt8] {
      let start = line
      index += 1
      var result: [UInt8] = []
      var high: UInt8?
      while let byte = peek() {
        index += 1
        if byte == UInt8(ascii: ">") {
          guard high == nil else { break }
          return result
        }
        if byte == UInt8(ascii: "\n") { line += 1 }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "\r")
        {
          continue
        }
        guard let digit = Self.hexValue(byte) else {
          index -= 1
          throw error("expected a hexadecimal digit in data, found \(describe(byte))")
        }
        if let first = high {
          result.append(first * 16 + digit)
          high = nil
        } else {
          high = digit
        }
      }
      throw Diagnostic(file: file, line: start, message: "unterminated data: expected >")
    }

    /// The value of a hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }

    /// Skips white space and comments, counting lines.
    mutating func skipTrivia() throws(Diagnostic) {
      while let byte = peek() {
        switch byte {
        case UInt8(ascii: "\n"):
          line += 1
          index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          index += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          let start = line
          index += 2
          while true {
            guard let next = peek() else {
              throw Diagnostic(file: file, line: start, message: "unterminated comment")
            }
            if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
              index += 2
              break
            }
            if next == UInt8(ascii: "\n") { line += 1 }
            index += 1
          }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
        default:
          return
        }
      }
    }

    /// Consumes one expected byte.
    mutating func expect(_ character: Unicode.Scalar, after what: String) throws(Diagnostic) {
      guard peek() == UInt8(ascii: character) else {
        throw error("expected \(character) after \(what), found \(describe(peek()))")
      }
      index += 1
    }

    /// The byte `offset` ahead, or `nil` past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// A byte as an error message names it.
    func describe(_ byte: UInt8?) -> String {
      guard let byte else { return "the end of the file" }
      let end = min(bytes.count, index + 1 + (byte >= 0x80 ? 3 : 0))
      return String(decoding: bytes[index..<end], as: UTF8.self).messageQuoted
    }

    /// A diagnostic at the current line.
    func error(_ message: String) -> Diagnostic {
      Diagnostic(file: file, line: line, message: message)
    }
  }
}
