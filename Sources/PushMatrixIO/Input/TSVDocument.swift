import Foundation

/// A strictly read tab-separated file: leading `#` comments, one header, then records.
///
/// Strict because these files come from pull requests: invalid UTF-8, a byte-order mark, CR
/// line ends, a raw control character, a wrong cell count, an unknown escape or an unknown,
/// repeated or missing column are diagnosed with their line, never guessed at. Columns are
/// found by name, in any order; a reader may leave some out (an axis column means its default).
package struct TSVDocument: Sendable {
  /// One record and the line it came from.
  package struct Record: Sendable {
    /// The 1-based line number in the file.
    package var line: Int
    /// The unescaped cells in the order of the reader's columns; `nil` for a column the file
    /// leaves out.
    package var cells: [String?]
  }

  /// The file's path as the user named it.
  package var file: String
  /// The header's column names, in file order.
  package var columns: [String]
  /// The records in file order.
  package var records: [Record]

  /// Parses a file's bytes, finding the known columns by name.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - file: the path, for diagnostics.
  ///   - columns: every column the reader knows, in the order records give them.
  ///   - required: the columns the header must have; any other may be left out.
  /// - Returns: the header and the records, each record's cells in the order of `columns`.
  /// - Throws: ``Diagnostic`` for any malformed line, or a header with an unknown, repeated or
  ///   missing column.
  package static func parse(
    _ data: Data, file: String, columns: [String], required: Set<String>
  ) throws(Diagnostic) -> TSVDocument {
    func fail(_ line: Int?, _ message: String) -> Diagnostic {
      Diagnostic(file: file, line: line, message: message)
    }
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw fail(1, "the file starts with a byte-order mark; save it as UTF-8 without one")
    }
    // Lines and cells are found in the bytes, and a String made only of the cells kept: a golden
    // has some 40,000 lines, read for every generate after a rule change.
    let bytes = [UInt8](data)
    guard String.isStrictUTF8(bytes) else { throw invalidUTF8(in: data, file: file) }
    guard !bytes.isEmpty else { throw fail(1, "the file is empty; expected a header line") }
    // Bytes, not Characters: Swift reads "\r\n" as one Character that is not "\n". The last
    // line is the one cut short, so that a truncated file is diagnosed where it ends.
    guard bytes.last == UInt8(ascii: "\n") else {
      let lastLine = bytes.count { $0 == UInt8(ascii: "\n") } + 1
      throw fail(lastLine, "the file does not end with a line feed")
    }
    var document = TSVDocument(file: file, columns: [], records: [])
    // For each known column, its index in the file's header, or nil when the file leaves it out.
    var order: [Int?] = []
    var lineNumber = 0
    var start = 0
    // Each field of the record before, as bytes and as its cell: rows in key order repeat most
    // of their neighbour's cells, and a cell whose bytes are the same is the same String, made
    // and checked once.
    var fields: [Range<Int>] = []
    var previousRecord: (fields: [Range<Int>], cells: [String?])?
    try bytes.withUnsafeBufferPointer { (bytes) throws(Diagnostic) in
      while start < bytes.count {
        // The file ends with a line feed, so every line has one.
        let found = memchr(
          bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), bytes.count - start)!
        let end = UnsafeRawPointer(bytes.baseAddress!).distance(to: found)
        let line = bytes[start..<end]
        start = end + 1
        lineNumber += 1
        if line.last == UInt8(ascii: "\r") {
          throw fail(lineNumber, "the line ends with CR LF; use LF line endings")
        }
        // The cells, and raw control characters, found in one pass over the line's bytes.
        fields.removeAll(keepingCapacity: true)
        var fieldStart = line.startIndex
        var hasControl = false
        var before: UInt8 = 0
        for index in line.indices {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\t") {
            fields.append(fieldStart..<index)
            fieldStart = index + 1
          } else if Self.isControl(byte, after: before) {
            hasControl = true
          }
          before = byte
        }
        fields.append(fieldStart..<line.endIndex)
        // Raw control characters would reach diagnostics and terminals as they are; a cell
        // spells tab, line feed and carriage return as escapes and holds no other.
        if hasControl {
          throw controlCharacter(
            in: line, line: lineNumber,
            columns: document.columns.isEmpty ? nil : document.columns, file: file)
        }
        // A comment starts with the character `#`: a `#` that a combining mark follows is
        // another character, as it was when lines were read as text.
        if document.columns.isEmpty && line.first == UInt8(ascii: "#")
          && String(decoding: line, as: UTF8.self).hasPrefix("#")
        {
          continue
        }
        if document.columns.isEmpty {
          let names = fields.map { String(decoding: bytes[$0], as: UTF8.self) }
          order = try header(names, columns: columns, required: required) { message in
            fail(lineNumber, message)
          }
          document.columns = names
          continue
        }
        guard fields.count == document.columns.count else {
          throw fail(
            lineNumber,
            "expected \(document.columns.count) tab-separated cells, found \(fields.count)")
        }
        var cells: [String?] = []
        cells.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
          guard let index else {
            cells.append(nil)
            continue
          }
          if let previousRecord, Self.equal(bytes, fields[index], previousRecord.fields[index]) {
            cells.append(previousRecord.cells[position])
            continue
          }
          let field = String(decoding: bytes[fields[index]], as: UTF8.self)
          guard let cell = field.tsvUnescaped else {
            throw fail(
              lineNumber,
              "bad escape in \(document.columns[index]) \(field.messageQuoted); "
                + "use \\\\, \\t, \\n or \\r")
          }
          cells.append(cell)
        }
        document.records.append(Record(line: lineNumber, cells: cells))
        previousRecord = (fields, cells)
      }
    }
    guard !document.columns.isEmpty else { throw fail(nil, "the file has no header line") }
    return document
  }

  /// Whether two ranges of a buffer hold the same bytes.
  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ one: Range<Int>, _ other: Range<Int>
  ) -> Bool {
    one.count == other.count
      && memcmp(
        bytes.baseAddress! + one.lowerBound, bytes.baseAddress! + other.lowerBound, one.count)
        == 0
  }

  /// Checks a header and returns, for each known column, its index in the header.
  ///
  /// A column is named by its position, never by its text, which is the first line of whatever
  /// file was named, such as a secret a link points at, and would reach a CI log.
  ///
  /// - Throws: the diagnostic `fail` makes of the first unknown, repeated or missing column.
  private static func header(
    _ fields: [String], columns: [String], required: Set<String>,
    fail: (String) -> Diagnostic
  ) throws(Diagnostic) -> [Int?] {
    var seen: [String: Int] = [:]
    for (index, name) in fields.enumerated() {
      guard columns.contains(name) else {
        throw fail(
          "unknown column: cell \(index + 1) of the header's \(fields.count) is none of "
            + columns.joined(separator: ", "))
      }
      if let first = seen[name] {
        throw fail("cells \(first + 1) and \(index + 1) of the header name the same column")
      }
      seen[name] = index
    }
    if let missing = columns.first(where: { required.contains($0) && seen[$0] == nil }) {
      throw fail("missing column \"\(missing)\" in the header")
    }
    return columns.map { seen[$0] }
  }

  /// Returns the diagnostic for the first byte that is not valid UTF-8, naming its line and cell.
  private static func invalidUTF8(in data: Data, file: String) -> Diagnostic {
    // Neither a tab nor a line feed occurs inside a multi-byte sequence, so the first line and
    // the first cell of it that do not decode on their own hold the first bad byte.
    var header: [String]?
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      guard let text = String(strictUTF8: line) else {
        let cells = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        let bad = cells.firstIndex { String(strictUTF8: $0) == nil } ?? 0
        let byte = String(format: "0x%02X", firstInvalidByte(in: cells[bad]))
        let cell = place(
          ofCell: bad, in: cells.map { String(decoding: $0, as: UTF8.self) },
          columns: header)
        return Diagnostic(
          file: file, line: index + 1,
          message: "the file is not valid UTF-8: byte \(byte) in \(cell); save it as UTF-8")
      }
      if header == nil && !text.hasPrefix("#") {
        header = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      }
    }
    return Diagnostic(file: file, line: nil, message: "the file is not valid UTF-8")
  }

  /// Returns the first byte of the first sequence that is not valid UTF-8, or 0 when all are.
  private static func firstInvalidByte(in bytes: Data) -> UInt8 {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var length = 0
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      length += UTF8.width(scalar)
    }
    return bytes.dropFirst(length).first ?? 0
  }

  /// Whether a scalar is a C0 or C1 control character, tab included, or DEL.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  /// Whether a byte of valid UTF-8 starts or ends a control character (``isControl(_:)``) other
  /// than a tab, given the byte before it: C0 and DEL are single bytes, and C1 (U+0080 to
  /// U+009F) is 0xC2 followed by 0x80 to 0x9F.
  private static func isControl(_ byte: UInt8, after previous: UInt8) -> Bool {
    (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F
      || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80)
  }

  /// Returns the diagnostic for the first control character of a line that holds one
  /// (``isControl(_:after:)``), naming its cell.
  private static func controlCharacter(
    in line: some Collection<UInt8>, line number: Int, columns: [String]?, file: String
  ) -> Diagnostic {
    let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    for (index, field) in fields.enumerated() {
      guard let control = field.unicodeScalars.first(where: isControl) else { continue }
      let cell = place(ofCell: index, in: fields, columns: columns)
      let hint = control == "\r" ? "; write a carriage return in a cell as \\r" : ""
      return Diagnostic(
        file: file, line: number,
        message: String(format: "control character U+%04X in ", control.value) + cell + hint)
    }
    preconditionFailure("the line holds a control character")
  }

  /// Names a cell: by its column with its text escaped in a record, as the whole comment line
  /// when `columns` is `nil`, or only by its position in a header, whose text is never shown.
  private static func place(ofCell index: Int, in fields: [String], columns: [String]?) -> String {
    guard let columns else {
      let line = fields.joined(separator: "\t")
      guard line.hasPrefix("#") else { return "cell \(index + 1) of the header" }
      return "a comment " + line.messageQuoted
    }
    let name = index < columns.count ? columns[index] : "cell \(index + 1)"
    return "\(name) \(fields[index].messageQuoted)"
  }
}
