import Foundation
import Testing

@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("The push services' table and its page")
struct PushServiceTableTests {
  /// The committed table.
  static func committed() throws -> PushServiceFile {
    try PushServiceFile.read(root: packageRoot.path)
  }

  /// The committed table's text with one line's cell replaced.
  static func edited(line: Int, column: String, to value: String) throws -> Data {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(PushServiceFile.path), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var cells = lines[line - 1].split(separator: "\t", omittingEmptySubsequences: false)
      .map(String.init)
    cells[PushServiceFile.columns.firstIndex(of: column)!] = value
    lines[line - 1] = cells.joined(separator: "\t")
    return Data(lines.joined(separator: "\n").utf8)
  }

  /// The line of the committed table's first row.
  static let firstRow = 5

  @Test("the committed table reads, and every row that reaches APNs gives a scenario explain reads")
  func committedRowsExplain() throws {
    let table = try Self.committed()
    #expect(table.rows.count >= 12)
    #expect(Set(table.rows.map(\.service)).count >= 4)
    let page = try PushServicePage(table)
    for row in page.rows {
      guard let command = PushServicePage.command(row) else {
        #expect(row.text.delivery != "sent")
        continue
      }
      // The command's options, written as a scenario.
      let words = command.split(separator: " ").dropFirst(2).map(String.init)
      var scenario: [String] = []
      for index in stride(from: 0, to: words.count, by: 2) {
        let option = words[index].dropFirst(2)
        let id =
          AxisRegistry.axes.first { $0.option == option }?.id ?? String(option)
        scenario.append("\(id)=\(words[index + 1])")
      }
      let parsed = try Scenario(parsing: scenario.joined(separator: " "))
      #expect(parsed.payload == row.payload, "\(row.text.id)")
      #expect(parsed.pushType == row.pushType ?? .recommended, "\(row.text.id)")
      #expect(parsed.priority == row.priority ?? .recommended, "\(row.text.id)")
      #expect(
        (parsed.mutableContent == .on && parsed.serviceExtension == .present)
          == row.setsMutableContent, "\(row.text.id)")
    }
  }

  @Test("a value outside a closed column names the file, the line and the value")
  func badVocabulary() throws {
    let data = try Self.edited(line: Self.firstRow, column: "pushType", to: "backgrund")
    #expect(
      throws: Diagnostic(
        file: "t.tsv", line: Self.firstRow,
        message:
          "invalid pushType \"backgrund\": expected alert, background, absent, ?, disputed or -")
    ) {
      try PushServiceFile.parse(data, file: "t.tsv")
    }
  }

  @Test("an empty cell and a repeated id are refused at their line")
  func emptyAndRepeated() throws {
    let empty = try Self.edited(line: Self.firstRow + 1, column: "note", to: "")
    #expect(
      throws: Diagnostic(
        file: "t.tsv", line: Self.firstRow + 1, message: "empty note; write ? when unknown")
    ) {
      try PushServiceFile.parse(empty, file: "t.tsv")
    }
    let table = try Self.committed()
    let repeated = try Self.edited(line: Self.firstRow + 1, column: "id", to: table.rows[0].id)
    #expect(
      throws: Diagnostic(
        file: "t.tsv", line: Self.firstRow + 1,
        message: "id \"\(table.rows[0].id)\" is repeated")
    ) {
      try PushServiceFile.parse(repeated, file: "t.tsv")
    }
  }

  @Test("a payload that is not the matrix's names the line and the value")
  func badPayload() throws {
    let data = try Self.edited(line: Self.firstRow, column: "payload", to: "alerts")
    let file = try PushServiceFile.parse(data, file: "t.tsv")
    #expect(throws: Diagnostic.self) { try PushServicePage(file) }
    do {
      _ = try PushServicePage(file)
    } catch {
      #expect(error.file == "t.tsv" && error.line == Self.firstRow)
      #expect(error.message.contains("invalid payload \"alerts\""))
    }
  }

  @Test("the page has a row per message shape in every language, with its command")
  func pageRows() throws {
    let page = try PushServicePage(try Self.committed())
    for language in Language.allCases {
      let text = page.markdown(language, notice: "<!-- notice -->")
      #expect(text.hasPrefix("<!-- notice -->\n# "))
      for row in page.rows {
        #expect(text.contains("| \(row.text.id) |"), "\(language) \(row.text.id)")
        if let command = PushServicePage.command(row) {
          #expect(text.contains("`\(command)`"), "\(language) \(row.text.id)")
        }
      }
    }
    #expect(
      page.markdown(.zhHans, notice: "") != page.markdown(.en, notice: "")
        && page.markdown(.zhHant, notice: "") != page.markdown(.zhHans, notice: ""))
  }
}
