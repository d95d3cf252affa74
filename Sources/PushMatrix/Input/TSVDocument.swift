import Foundation

/// A strictly read tab-separated file: leading `#` comments, one header, then records.
///
/// Strict because these files come from pull requests: invalid UTF-8, a byte-order mark, CR
/// line ends, a wrong cell count or an unknown escape are diagnosed with their line, never
/// guessed at.
public struct TSVDocument: Sendable {
  /// One record and the line it came from.
  public struct Record: Sendable {
    /// The 1-based line number in the file.
    public var line: Int
    /// The unescaped cells, one per header column.
    public var cells: [String]
  }

  /// The file's path as the user named it.
  public var file: String
  /// The header's column names.
  public var columns: [String]
  /// The records in file order.
  public var records: [Record]

  /// Reads and parses a file, requiring exactly the given header.
  ///
  /// - Throws: ``Diagnostic`` for an unreadable file or any malformed line.
  public static func read(path: String, columns: [String]) throws(Diagnostic) -> TSVDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic(file: path, line: nil, message: "cannot read the file")
    }
    return try parse(data, file: path, columns: columns)
  }

  /// Parses a file's bytes, requiring exactly the given header.
  ///
  /// - Throws: ``Diagnostic`` for any malformed line.
  public static func parse(_ data: Data, file: String, columns: [String]) throws(Diagnostic)
    -> TSVDocument
  {
    func fail(_ line: Int?, _ message: String) -> Diagnostic {
      Diagnostic(file: file, line: line, message: message)
    }
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw fail(1, "the file starts with a byte-order mark; save it as UTF-8 without one")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw fail(invalidUTF8Line(in: data), "the file is not valid UTF-8")
    }
    guard !text.isEmpty else { throw fail(nil, "the file is empty; expected a header line") }
    // Bytes, not Characters: Swift reads "\r\n" as one Character that is not "\n".
    guard text.utf8.last == UInt8(ascii: "\n") else {
      throw fail(nil, "the file does not end with a line feed")
    }
    var document = TSVDocument(file: file, columns: [], records: [])
    var lineNumber = 0
    for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .dropLast()
    {
      lineNumber += 1
      let line = String(decoding: rawLine, as: UTF8.self)
      if line.utf8.last == UInt8(ascii: "\r") {
        throw fail(lineNumber, "the line ends with CR LF; use LF line endings")
      }
      if document.columns.isEmpty && line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if document.columns.isEmpty {
        guard fields == columns else {
          throw fail(
            lineNumber,
            "unexpected header \"\(line.tsvEscaped)\"; expected \"\(columns.joined(separator: "\\t"))\""
          )
        }
        document.columns = fields
        continue
      }
      guard fields.count == columns.count else {
        throw fail(
          lineNumber, "expected \(columns.count) tab-separated cells, found \(fields.count)")
      }
      var cells: [String] = []
      for (index, field) in fields.enumerated() {
        guard let cell = field.tsvUnescaped else {
          throw fail(
            lineNumber, "bad escape in \(columns[index]) \"\(field)\"; use \\\\, \\t, \\n or \\r")
        }
        cells.append(cell)
      }
      document.records.append(Record(line: lineNumber, cells: cells))
    }
    guard !document.columns.isEmpty else { throw fail(nil, "the file has no header line") }
    return document
  }

  /// The line holding the first byte that is not valid UTF-8.
  private static func invalidUTF8Line(in data: Data) -> Int {
    var line = 1
    var start = data.startIndex
    for (index, byte) in zip(data.indices, data) where byte == UInt8(ascii: "\n") {
      if String(data: data[start...index], encoding: .utf8) == nil { return line }
      line += 1
      start = index + 1
    }
    return line
  }
}
