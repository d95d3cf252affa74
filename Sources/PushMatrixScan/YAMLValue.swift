import Foundation
import PushMatrixIO

/// A value of the YAML subset XcodeGen's project specs use, with the line it starts on.
///
/// Read by ``parse(_:file:)``: block maps and lists (a list may sit at its key's indentation),
/// plain, single-quoted and double-quoted scalars, flow lists and maps (`[a, b]`, `{a: b}`,
/// spanning lines until they close), `|` and `>` block scalars, `#` comments and `---`
/// markers. Anchors (`&name`) are dropped and aliases (`*name`) read as plain text; tags and
/// several documents in one file are not read. Lines may end in CRLF.
///
/// A spec may come with a pull request, so reading one costs time linear in its bytes and
/// memory that grows with them, and values nest at most ``maximumDepth`` deep: past it the
/// file is refused, never read by recursion as deep as it goes.
package indirect enum YAMLValue: Equatable, Sendable {
  /// How deep maps, lists and flow collections may nest in a document: far deeper than any
  /// project spec's (XcodeGen's nest about six), and shallow enough for every recursive reader
  /// of the values.
  package static let maximumDepth = 64

  /// A scalar, as written without its quotes.
  case scalar(String, line: Int)
  /// A list.
  case list([YAMLValue], line: Int)
  /// A map, its keys in file order, each with its line.
  case map([Entry], line: Int)
  /// An empty value (`key:` with nothing below it, `~` or `null`).
  case null(line: Int)

  /// A key of a map and its value.
  package struct Entry: Equatable, Sendable {
    /// The key, as written without its quotes.
    package var key: String
    /// Its value.
    package var value: YAMLValue
    /// The line of the key.
    package var line: Int
    /// The file that holds it, relative to the scanned root: an included spec's keys keep
    /// their own file when merged.
    package var file = ""
  }

  /// The line the value starts on.
  package var line: Int {
    switch self {
    case .scalar(_, let line), .list(_, let line), .map(_, let line), .null(let line): line
    }
  }

  /// The scalar's text, or `nil` for another value.
  package var text: String? {
    if case .scalar(let text, _) = self { return text }
    return nil
  }

  /// The entries of a map, or none.
  package var entries: [Entry] {
    if case .map(let entries, _) = self { return entries }
    return []
  }

  /// The items of a list; a scalar is a list of itself, as XcodeGen reads one.
  package var items: [YAMLValue] {
    switch self {
    case .list(let items, _): items
    case .scalar: [self]
    default: []
    }
  }

  /// The value of a key of a map (the last, when a key is repeated), or `nil`.
  package subscript(key: String) -> YAMLValue? {
    entries.last { $0.key == key }?.value
  }

  /// The value as Foundation objects, as a property list holds it: maps as dictionaries,
  /// lists as arrays, scalars as strings, empty values left out of maps and lists.
  package var foundationValue: Any? {
    switch self {
    case .scalar(let text, _): return text
    case .null: return nil
    case .list(let items, _): return items.compactMap(\.foundationValue)
    case .map(let entries, _):
      var dictionary: [String: Any] = [:]
      for entry in entries {
        if let value = entry.value.foundationValue { dictionary[entry.key] = value }
      }
      return dictionary
    }
  }

  /// Merges another value into this one as XcodeGen merges an included spec under the one
  /// that includes it: maps key by key, recursively, lists one after the other (this one's
  /// items first); otherwise `other` wins (`merged(onto:)` in yonaskolb/XcodeGen
  /// `Sources/ProjectSpec/SpecFile.swift`).
  package func merged(with other: YAMLValue) -> YAMLValue {
    if case .list(let items, let line) = self, case .list(let others, _) = other {
      return .list(items + others, line: line)
    }
    guard case .map(var entries, let line) = self, case .map(let others, _) = other else {
      return other
    }
    // Each key's last entry, looked up once, so that merging costs time linear in the keys.
    var last = Dictionary(
      entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { _, later in later })
    for entry in others {
      if let index = last[entry.key] {
        entries[index].value = entries[index].value.merged(with: entry.value)
      } else {
        last[entry.key] = entries.count
        entries.append(entry)
      }
    }
    return .map(entries, line: line)
  }

  /// Reads a YAML document.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes, UTF-8.
  ///   - file: the path for diagnostics.
  ///   - relative: the path relative to the scanned root, kept in each ``Entry/file``.
  /// - Returns: the document's value; an empty document is ``null(line:)``.
  /// - Throws: ``Diagnostic`` naming the line and the text for a tab in an indentation, a
  ///   quote or a flow collection that does not close, a line indented where nothing may be, or
  ///   values nested deeper than ``maximumDepth``.
  package static func parse(
    _ bytes: [UInt8], file: String, relative: String
  ) throws(Diagnostic) -> YAMLValue {
    var reader = YAMLReader(
      lines: try YAMLReader.lines(of: bytes, file: file), file: file, relative: relative)
    return try reader.document()
  }

  /// Reads a JSON spec (XcodeGen's `project.json`) as the same values; JSON keeps no lines,
  /// so every value's line is 0, which findings leave out.
  ///
  /// - Throws: ``Diagnostic`` for malformed JSON.
  package init(json bytes: [UInt8], file: String, relative: String) throws(Diagnostic) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      throw Diagnostic(
        file: file, line: nil, message: "malformed JSON: \(error.localizedDescription)")
    }
    self = Self.converted(object, file: relative)
  }

  /// A JSON object as a value: dictionaries as maps, in key order, numbers and booleans as
  /// their text.
  private static func converted(_ object: Any, file: String) -> YAMLValue {
    switch object {
    case let dictionary as [String: Any]:
      return .map(
        dictionary.keys.sorted().map {
          Entry(key: $0, value: converted(dictionary[$0]!, file: file), line: 0, file: file)
        }, line: 0)
    case let array as [Any]: return .list(array.map { converted($0, file: file) }, line: 0)
    case is NSNull: return .null(line: 0)
    case let flag as Bool: return .scalar(flag ? "YES" : "NO", line: 0)
    case let number as NSNumber: return .scalar(number.stringValue, line: 0)
    default: return .scalar("\(object)", line: 0)
    }
  }

}

/// Reads the lines of a YAML document into ``YAMLValue``s, by their indentation.
private struct YAMLReader {
  /// A line with content: its number, its indentation and its text without the comment.
  struct Line {
    var number: Int
    var indent: Int
    var text: Substring
  }

  var lines: [Line]
  let file: String
  /// The path relative to the scanned root, kept in each entry.
  let relative: String
  var position = 0

  /// The lines that hold content, comments removed; block scalars' lines are kept as text.
  static func lines(of bytes: [UInt8], file: String) throws(Diagnostic) -> [Line] {
    var result: [Line] = []
    for (index, raw) in String(decoding: bytes, as: UTF8.self).fileLines.enumerated() {
      var line = raw
      let indent = line.prefix { $0 == " " }.count
      line = line.dropFirst(indent)
      if line.first == "\t" {
        throw Diagnostic(
          file: file, line: index + 1,
          message: "a tab in the indentation of \(String(line.prefix(40)).messageQuoted)")
      }
      let content = withoutComment(line)
      if content.isEmpty || content == "---" || content == "..." { continue }
      result.append(Line(number: index + 1, indent: indent, text: content))
    }
    return result
  }

  /// A line's text without a `#` comment (a `#` at its start or after a space, outside
  /// quotes) and without trailing spaces.
  static func withoutComment(_ line: Substring) -> Substring {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if previous == " " || previous == "[" || previous == "{" || previous == ","
          || previous == ":" || previous == "-"
        {
          quote = character
        }
      } else if character == "#" && (previous == " " || previous == "\t") {
        return trimmed(line[..<index])
      }
      previous = character
    }
    return trimmed(line)
  }

  /// A text without spaces at its end.
  static func trimmed(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return text[..<end]
  }

  /// The whole document.
  mutating func document() throws(Diagnostic) -> YAMLValue {
    guard position < lines.count else { return .null(line: 1) }
    let value = try node(indent: lines[position].indent, depth: 0)
    if position < lines.count {
      let line = lines[position]
      throw Diagnostic(
        file: file, line: line.number,
        message: "expected a key or a list item at the indentation of those before it, found "
          + String(line.text.prefix(60)).messageQuoted)
    }
    return value
  }

  /// The value whose first line is the current one, at an indentation, inside `depth`
  /// collections.
  mutating func node(indent: Int, depth: Int) throws(Diagnostic) -> YAMLValue {
    let line = lines[position]
    guard depth < YAMLValue.maximumDepth else { throw Self.tooDeep(file: file, line: line.number) }
    if Self.isListItem(line.text) { return try list(indent: line.indent, depth: depth) }
    if Self.keySplit(line.text) != nil { return try map(indent: line.indent, depth: depth) }
    position += 1
    return try scalar(line.text, line: line.number, depth: depth)
  }

  /// The error for values nested deeper than ``YAMLValue/maximumDepth``.
  static func tooDeep(file: String, line: Int) -> Diagnostic {
    Diagnostic(
      file: file, line: line,
      message: "values nested more than \(YAMLValue.maximumDepth) deep, deeper than any spec's: "
        + "the file is not read")
  }

  /// Whether a line starts a list item.
  static func isListItem(_ text: Substring) -> Bool {
    text == "-" || text.hasPrefix("- ")
  }

  /// A block list whose items start at an indentation, inside `depth` collections.
  mutating func list(indent: Int, depth: Int) throws(Diagnostic) -> YAMLValue {
    let first = lines[position].number
    var items: [YAMLValue] = []
    while position < lines.count, lines[position].indent == indent,
      Self.isListItem(lines[position].text)
    {
      let line = lines[position]
      let rest = line.text.dropFirst().drop { $0 == " " }
      if rest.isEmpty {
        position += 1
        if position < lines.count, lines[position].indent > indent {
          items.append(try node(indent: lines[position].indent, depth: depth + 1))
        } else {
          items.append(.null(line: line.number))
        }
      } else if Self.isListItem(rest) || Self.keySplit(rest) != nil {
        // The item's content starts a block of its own, at the column it is written at.
        let column = indent + (line.text.count - rest.count)
        lines[position] = Line(number: line.number, indent: column, text: rest)
        items.append(try node(indent: column, depth: depth + 1))
      } else {
        position += 1
        items.append(try scalar(rest, line: line.number, depth: depth + 1))
      }
    }
    return .list(items, line: first)
  }

  /// A block map whose keys start at an indentation, inside `depth` collections.
  mutating func map(indent: Int, depth: Int) throws(Diagnostic) -> YAMLValue {
    let first = lines[position].number
    var entries: [YAMLValue.Entry] = []
    while position < lines.count, lines[position].indent == indent,
      !Self.isListItem(lines[position].text)
    {
      let line = lines[position]
      guard let (rawKey, value) = Self.keySplit(line.text) else {
        throw Diagnostic(
          file: file, line: line.number,
          message: "expected `key: value` in a map, found "
            + String(line.text.prefix(60)).messageQuoted)
      }
      let key = try Self.unquoted(rawKey, line: line.number, file: file)
      position += 1
      let entryValue: YAMLValue
      if value.isEmpty || value.hasPrefix("&") && !value.contains(" ") {
        if position < lines.count, lines[position].indent > indent {
          entryValue = try node(indent: lines[position].indent, depth: depth + 1)
        } else if position < lines.count, lines[position].indent == indent,
          Self.isListItem(lines[position].text)
        {
          entryValue = try list(indent: indent, depth: depth + 1)
        } else {
          entryValue = .null(line: line.number)
        }
      } else if value.hasPrefix("|") || value.hasPrefix(">") {
        var text: [Substring] = []
        while position < lines.count, lines[position].indent > indent {
          text.append(lines[position].text)
          position += 1
        }
        entryValue = .scalar(text.joined(separator: "\n"), line: line.number)
      } else {
        entryValue = try scalar(value, line: line.number, depth: depth + 1)
      }
      entries.append(
        YAMLValue.Entry(key: key, value: entryValue, line: line.number, file: relative))
    }
    return .map(entries, line: first)
  }

  /// Splits `key: value` at its first `:` followed by a space or the end, outside quotes and
  /// brackets; `nil` for a line that is no key.
  static func keySplit(_ text: Substring) -> (key: Substring, value: Substring)? {
    var quote: Character?
    var depth = 0
    var index = text.startIndex
    if let first = text.first, first == "[" || first == "{" { return nil }
    while index < text.endIndex {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if (character == "\"" || character == "'") && index == text.startIndex {
        quote = character
      } else if character == "[" || character == "{" {
        depth += 1
      } else if character == "]" || character == "}" {
        depth -= 1
      } else if character == ":" && depth <= 0 {
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == " " {
          let key = trimmed(text[..<index])
          guard !key.isEmpty else { return nil }
          return (key, text[next...].drop { $0 == " " })
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// A scalar or a flow collection written on a line (and, for a flow collection that does
  /// not close, on the lines after it), inside `depth` collections.
  ///
  /// Whether the brackets close is followed line by line as each is added, so that a list
  /// written one item per line costs time linear in its lines.
  mutating func scalar(_ text: Substring, line: Int, depth: Int) throws(Diagnostic) -> YAMLValue {
    guard let first = text.first, first == "[" || first == "{" else {
      return try Self.plain(text, line: line, file: file)
    }
    var joined = Array(text.utf8)
    var balance = FlowReader.Balance()
    balance.add(joined)
    while !balance.closes && position < lines.count {
      let next = [UInt8(ascii: " ")] + Array(lines[position].text.utf8)
      balance.add(next)
      joined += next
      position += 1
    }
    var flow = FlowReader(
      text: joined, line: line, file: file, relative: relative, depth: depth)
    guard balance.closes else { throw flow.failure("a flow collection that does not close") }
    return try flow.value()
  }

  /// A scalar on its own: `~` and `null` are empty; quotes are removed.
  static func plain(_ text: Substring, line: Int, file: String) throws(Diagnostic) -> YAMLValue {
    if text == "~" || text == "null" { return .null(line: line) }
    var value = text
    if value.hasPrefix("&"), let space = value.firstIndex(of: " ") {
      value = value[space...].drop { $0 == " " }
    }
    return .scalar(try unquoted(value, line: line, file: file), line: line)
  }

  /// A scalar's text without its quotes: `'…'` with `''` for a quote, `"…"` with escapes.
  static func unquoted(_ text: Substring, line: Int, file: String) throws(Diagnostic) -> String {
    guard let quote = text.first, quote == "'" || quote == "\"" else { return String(text) }
    guard text.count >= 2, text.last == quote else {
      throw Diagnostic(
        file: file, line: line,
        message: "a quoted value that does not close: " + String(text.prefix(60)).messageQuoted)
    }
    let inner = text.dropFirst().dropLast()
    if quote == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
    // Nothing is refused, so the text always reads.
    return inner.unescapingBackslashes()!
  }
}

/// Reads a flow collection, `[a, 'b', {c: d}]`, from its UTF-8 bytes (every character that
/// structures it is ASCII).
private struct FlowReader {
  /// Whether the brackets of a text close, outside quotes, followed as its parts are added.
  struct Balance {
    private var depth = 0
    private var quote: UInt8?

    /// Whether every bracket opened so far is closed, outside quotes.
    var closes: Bool { depth <= 0 && quote == nil }

    /// Follows the brackets and quotes of the next part of the text.
    mutating func add(_ bytes: [UInt8]) {
      for byte in bytes {
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          depth -= 1
        }
      }
    }
  }

  let text: [UInt8]
  let line: Int
  let file: String
  /// The path relative to the scanned root, kept in each entry.
  let relative: String
  /// How many collections hold the one read, for ``YAMLValue/maximumDepth``.
  let depth: Int
  var index = 0

  /// The collection, whose brackets close; text after it is an error.
  mutating func value() throws(Diagnostic) -> YAMLValue {
    let value = try item(ending: [], depth: depth)
    skipSpaces()
    guard index == text.count else { throw failure("text after a flow collection") }
    return value
  }

  /// An item inside `depth` collections: a nested collection, or a scalar up to one of the
  /// characters that end it.
  mutating func item(ending: Set<UInt8>, depth: Int) throws(Diagnostic) -> YAMLValue {
    skipSpaces()
    guard index < text.count else { return .null(line: line) }
    if text[index] == UInt8(ascii: "[") || text[index] == UInt8(ascii: "{") {
      guard depth < YAMLValue.maximumDepth else {
        throw YAMLReader.tooDeep(file: file, line: line)
      }
    }
    if text[index] == UInt8(ascii: "[") {
      index += 1
      var items: [YAMLValue] = []
      while true {
        skipSpaces()
        guard index < text.count else { throw failure("a flow list that does not close") }
        if text[index] == UInt8(ascii: "]") {
          index += 1
          return .list(items, line: line)
        }
        items.append(try item(ending: [UInt8(ascii: ","), UInt8(ascii: "]")], depth: depth + 1))
        skipSpaces()
        if index < text.count && text[index] == UInt8(ascii: ",") { index += 1 }
      }
    }
    if text[index] == UInt8(ascii: "{") {
      index += 1
      var entries: [YAMLValue.Entry] = []
      while true {
        skipSpaces()
        guard index < text.count else { throw failure("a flow map that does not close") }
        if text[index] == UInt8(ascii: "}") {
          index += 1
          return .map(entries, line: line)
        }
        let ends = [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "}")]
        guard let key = try item(ending: Set(ends), depth: depth + 1).text else {
          throw failure("a flow map key that is not a scalar")
        }
        skipSpaces()
        var value = YAMLValue.null(line: line)
        if index < text.count && text[index] == UInt8(ascii: ":") {
          index += 1
          value = try item(ending: [UInt8(ascii: ","), UInt8(ascii: "}")], depth: depth + 1)
        }
        entries.append(YAMLValue.Entry(key: key, value: value, line: line, file: relative))
        skipSpaces()
        if index < text.count && text[index] == UInt8(ascii: ",") { index += 1 }
      }
    }
    let start = index
    if text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") {
      let quote = text[index]
      index += 1
      while index < text.count && text[index] != quote { index += 1 }
      index = min(index + 1, text.count)
    } else {
      while index < text.count && !ending.contains(text[index]) { index += 1 }
    }
    let raw = YAMLReader.trimmed(Substring(String(decoding: text[start..<index], as: UTF8.self)))
    return try YAMLReader.plain(raw, line: line, file: file)
  }

  mutating func skipSpaces() {
    while index < text.count && text[index] == UInt8(ascii: " ") { index += 1 }
  }

  func failure(_ what: String) -> Diagnostic {
    Diagnostic(
      file: file, line: line,
      message: "\(what): "
        + String(String(decoding: text.prefix(240), as: UTF8.self).prefix(60)).messageQuoted)
  }
}
