import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel

/// The hostile inputs the fuzz harnesses in `Fuzz/` start from, each pinned to the exact answer.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let goldenFile = "Matrices/golden/alert.tsv"
  static let observationFile = "Matrices/observed/call-order-tests.tsv"

  /// A row the engine writes, in ``LongTable/columns`` order: every axis, then the outcome.
  static let goldenRow =
    axisValues("os=3.0 state=foreground callbacks=none payload=alert")
    + ["no", "-", "n/a", "foreground-before-10", "observed", "-", "-", "no", "no", "n/a"]

  /// A well-formed observation, in ``ObservationFile/columns`` order.
  static let observationRow =
    ["CO-01", "table 1"]
    + axisValues(
      "os=9.3.2 state=foreground callbacks=legacyReceive payload=alert backgroundMode=off")
    + ["no", "legacyReceive", "n/a", "-", "note", "device-test", "no", "?", "?", "?", "?", "-"]

  /// Returns the identifier of every axis's value of a written scenario, the release first, so
  /// that the rows above keep up with the registry.
  static func axisValues(_ scenario: String) -> [String] {
    do { return try Scenario(parsing: scenario).axisValues } catch { fatalError("\(error)") }
  }

  /// Returns a golden file's bytes: the banner on line 1, the header on line 2, then the rows.
  static func golden(_ rows: [[UInt8]], header: String = LongTable.columns.joined(separator: "\t"))
    -> [UInt8]
  {
    Array("\(GoldenFile.banner)\n\(header)\n".utf8) + rows.flatMap { $0 + [0x0A] }
  }

  /// Returns an observation file's bytes: a comment on line 1, the header on line 2, the rows.
  static func observations(_ rows: [[UInt8]]) -> [UInt8] {
    Array("# document: fuzz\n\(ObservationFile.columns.joined(separator: "\t"))\n".utf8)
      + rows.flatMap { $0 + [0x0A] }
  }

  /// Joins cells with tabs into a row's bytes.
  static func row(_ cells: [String]) -> [UInt8] { Array(cells.joined(separator: "\t").utf8) }

  /// Returns the golden reader's diagnostic, or `nil` after recording an issue if it accepted
  /// the bytes.
  func goldenDiagnostic(_ bytes: [UInt8]) -> Diagnostic? {
    refused(Self.goldenRefusal(Data(bytes)), file: Self.goldenFile)
  }

  /// Returns the observation reader's diagnostic, or `nil` after recording an issue if it
  /// accepted the bytes.
  func observationDiagnostic(_ bytes: [UInt8]) -> Diagnostic? {
    refused(Self.observationRefusal(Data(bytes)), file: Self.observationFile)
  }

  /// Returns a reader's diagnostic after checking that it names the file, or `nil` after
  /// recording an issue if the reader accepted its input.
  func refused(_ diagnostic: Diagnostic?, file: String) -> Diagnostic? {
    guard let diagnostic else {
      Issue.record("the reader accepted what it should refuse")
      return nil
    }
    #expect(diagnostic.file == file)
    return diagnostic
  }

  /// Returns the diagnostic the golden reader refuses the data with, or `nil`; records nothing,
  /// so that it can run on a thread that is not the test's.
  static func goldenRefusal(_ data: Data) -> Diagnostic? {
    refusal { () throws(Diagnostic) in _ = try GoldenFile.parse(data, file: goldenFile) }
  }

  /// Returns the diagnostic the observation reader refuses the data with, or `nil`; records
  /// nothing.
  static func observationRefusal(_ data: Data) -> Diagnostic? {
    refusal { () throws(Diagnostic) in
      _ = try ObservationFile.parse(data, file: observationFile, source: .callOrderTests)
    }
  }

  /// Returns the diagnostic a reader refused with, or `nil` if it accepted its input.
  static func refusal(_ read: () throws(Diagnostic) -> Void) -> Diagnostic? {
    do {
      try read()
      return nil
    } catch {
      return error
    }
  }

  /// Returns the command-line parser's error, or `nil` after recording an issue if it parsed.
  func usageError(_ arguments: [String]) -> UsageError? {
    do {
      let command = try CommandParser.parse(arguments)
      Issue.record("parsed \(command)")
      return nil
    } catch {
      return error
    }
  }

  /// Returns a cell's bytes with 0xFF after its first byte, and how the diagnostic shows it.
  static func withInvalidByte(_ cell: String) -> (bytes: [UInt8], shown: String) {
    (
      Array(cell.utf8.prefix(1)) + [0xFF] + Array(cell.utf8.dropFirst()),
      "\"\(cell.prefix(1))\u{FFFD}\(cell.dropFirst())\""
    )
  }

  @Test("the seed rows are accepted, so every failure below is the hostile byte's")
  func seedRowsParse() throws {
    let table = try GoldenFile.parse(Data(Self.golden([Self.row(Self.goldenRow)])), file: "g")
    #expect(table.rows.map(\.line) == [3])
    let observations = try ObservationFile.parse(
      Data(Self.observations([Self.row(Self.observationRow)])), file: "o", source: .callOrderTests)
    #expect(observations.map(\.line) == [3])
  }

  @Test(
    "invalid UTF-8 in any golden column names line 3, the column and the byte",
    arguments: LongTable.columns.indices)
  func invalidUTF8InGoldenColumn(_ column: Int) throws {
    let bad = Self.withInvalidByte(Self.goldenRow[column])
    var cells = Self.goldenRow.map { Array($0.utf8) }
    cells[column] = bad.bytes
    let diagnostic = try #require(
      goldenDiagnostic(Self.golden([Array(cells.joined(separator: [0x09]))])))
    #expect(diagnostic.line == 3)
    #expect(
      diagnostic.message
        == "the file is not valid UTF-8: byte 0xFF in \(LongTable.columns[column]) \(bad.shown); "
        + "save it as UTF-8")
  }

  @Test(
    "invalid UTF-8 in any observation column names line 3, the column and the byte",
    arguments: ObservationFile.columns.indices)
  func invalidUTF8InObservationColumn(_ column: Int) throws {
    let bad = Self.withInvalidByte(Self.observationRow[column])
    var cells = Self.observationRow.map { Array($0.utf8) }
    cells[column] = bad.bytes
    let diagnostic = try #require(
      observationDiagnostic(Self.observations([Array(cells.joined(separator: [0x09]))])))
    #expect(diagnostic.line == 3)
    #expect(
      diagnostic.message
        == "the file is not valid UTF-8: byte 0xFF in \(ObservationFile.columns[column]) "
        + "\(bad.shown); save it as UTF-8")
  }

  @Test("invalid UTF-8 in the banner or the header names that line; a comment is shown")
  func invalidUTF8OutsideRecords() throws {
    let comment = try #require(goldenDiagnostic([0x23, 0xC3, 0x28, 0x0A]))
    #expect(comment.line == 1)
    #expect(
      comment.message
        == "the file is not valid UTF-8: byte 0xC3 in a comment \"#\u{FFFD}(\"; save it as UTF-8")
    let header = try #require(goldenDiagnostic([0x23, 0x0A, 0x6F, 0xE2, 0x82, 0x0A]))
    #expect(header.line == 2)
    #expect(
      header.message
        == "the file is not valid UTF-8: byte 0xE2 in cell 1 of the header; save it as UTF-8")
  }

  @Test("a lone CR inside a cell is refused with the cell shown and the escape to use")
  func loneCarriageReturn() throws {
    var cells = Self.goldenRow
    cells[try #require(LongTable.columns.firstIndex(of: "notes"))] = "a\rb"
    let golden = try #require(goldenDiagnostic(Self.golden([Self.row(cells)])))
    #expect(golden.line == 3)
    #expect(
      golden.message
        == "control character U+000D in notes \"a\\rb\"; write a carriage return in a cell as \\r")
    var observation = Self.observationRow
    observation[1] = "table\r1"
    let observed = try #require(
      observationDiagnostic(Self.observations([Self.row(observation)])))
    #expect(observed.line == 3)
    #expect(
      observed.message
        == "control character U+000D in where \"table\\r1\"; write a carriage return in a cell "
        + "as \\r")
  }

  @Test("a file with CR line ends only is one unterminated line")
  func classicMacLineEnds() throws {
    let text = "\(GoldenFile.banner)\r\(LongTable.columns.joined(separator: "\t"))\r"
    let diagnostic = try #require(goldenDiagnostic(Array(text.utf8)))
    #expect(diagnostic.line == 1)
    #expect(diagnostic.message == "the file does not end with a line feed")
  }

  @Test("NUL bytes in a key, a free-text cell, the header or a comment are refused by line")
  func nulBytes() throws {
    var cells = Self.goldenRow
    cells[0] = "3.0\0"
    let key = try #require(goldenDiagnostic(Self.golden([Self.row(cells)])))
    #expect(key.line == 3)
    #expect(key.message == "control character U+0000 in os \"3.0\\0\"")
    var observation = Self.observationRow
    observation[try #require(ObservationFile.columns.firstIndex(of: "note"))] = "\0\0"
    let note = try #require(observationDiagnostic(Self.observations([Self.row(observation)])))
    #expect(note.line == 3)
    #expect(note.message == "control character U+0000 in note \"\\0\\0\"")
    let header = try #require(goldenDiagnostic(Array("#\nos\0\tstate\n".utf8)))
    #expect(header.line == 2)
    #expect(header.message == "control character U+0000 in cell 1 of the header")
    let comment = try #require(goldenDiagnostic(Array("# \0\n".utf8)))
    #expect(comment.line == 1)
    #expect(comment.message == "control character U+0000 in a comment \"# \\0\"")
    let onlyNUL = try #require(goldenDiagnostic([0, 0, 0]))
    #expect(onlyNUL.line == 1)
    #expect(onlyNUL.message == "the file does not end with a line feed")
  }

  @Test("an escape character is refused before it can reach a terminal")
  func terminalEscape() throws {
    var observation = Self.observationRow
    observation[1] = "\u{1B}[2J"
    let diagnostic = try #require(
      observationDiagnostic(Self.observations([Self.row(observation)])))
    #expect(diagnostic.line == 3)
    #expect(diagnostic.message == "control character U+001B in where \"\\u{1B}[2J\"")
  }

  @Test("a 1 MB line is read in one pass and its bad value named, cut short")
  func megabyteLine() throws {
    // A million bytes: under the 1 MiB a line may have when read from disk, so the tool really
    // hands a line this long to the parser.
    let digits = String(repeating: "9", count: 1_000_000)
    var cells = Self.goldenRow
    cells[0] = digits
    let golden = Data(Self.golden([Self.row(cells)]))
    let untabbed = Data(Self.observations([Array(repeating: 0x61, count: 1_000_000)]))
    let diagnostics = try #require(
      onItsOwnThread(within: 60) {
        (Self.goldenRefusal(golden), Self.observationRefusal(untabbed))
      })
    let value = try #require(refused(diagnostics.0, file: Self.goldenFile))
    #expect(value.line == 3)
    // Messages quote at most the first 80 characters of a value, so this one stays short.
    #expect(
      value.message
        == "invalid os \(digits.messageQuoted): expected MAJOR[.MINOR[.PATCH]] such as 12.3.1")
    #expect(value.message.utf8.count < 200)
    let cellCount = try #require(refused(diagnostics.1, file: Self.observationFile))
    #expect(cellCount.line == 3)
    #expect(
      cellCount.message
        == "expected \(ObservationFile.columns.count) tab-separated cells, found 1")
  }

  @Test("a file with only a header is an empty table, not an error")
  func onlyHeader() throws {
    let table = try GoldenFile.parse(Data(Self.golden([])), file: Self.goldenFile)
    #expect(table.rows.isEmpty)
    let observations = try ObservationFile.parse(
      Data(Self.observations([])), file: Self.observationFile, source: .callOrderTests)
    #expect(observations.isEmpty)
  }

  @Test("a file with only comments has no header line")
  func onlyComments() throws {
    let golden = try #require(goldenDiagnostic(Array("\(GoldenFile.banner)\n#\n".utf8)))
    #expect(golden.line == nil)
    #expect(golden.message == "the file has no header line")
    let observed = try #require(observationDiagnostic(Array("# a\n# b\n".utf8)))
    #expect(observed.line == nil)
    #expect(observed.message == "the file has no header line")
  }

  @Test("a header with a trailing tab is refused on its line by position, its text not echoed")
  func headerWithTrailingTab() throws {
    let header = LongTable.columns.joined(separator: "\t") + "\t"
    let diagnostic = try #require(goldenDiagnostic(Self.golden([], header: header)))
    #expect(diagnostic.line == 2)
    #expect(
      diagnostic.message
        == "unknown column: cell \(LongTable.columns.count + 1) of the header's "
        + "\(LongTable.columns.count + 1) is none of "
        + LongTable.columns.joined(separator: ", "))
  }

  @Test("a header with a control character names the cell, not the header's text")
  func headerWithControlCharacter() throws {
    let header = "os\tsecret\u{1B}\tcallbacks"
    let diagnostic = try #require(goldenDiagnostic(Self.golden([], header: header)))
    #expect(diagnostic.line == 2)
    #expect(diagnostic.message == "control character U+001B in cell 2 of the header")
  }

  /// A hostile command line and the message it must give.
  struct BadArguments: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.debugDescription }
  }

  static let badArguments: [BadArguments] = [
    BadArguments(arguments: [""], message: "unknown command \"\""),
    BadArguments(arguments: ["--"], message: "unknown command \"--\""),
    BadArguments(arguments: ["help", "help"], message: "unknown command \"help\""),
    BadArguments(arguments: ["export", "--=csv"], message: "unknown option \"--=csv\""),
    BadArguments(arguments: ["export", "---"], message: "unknown option \"---\""),
    BadArguments(arguments: ["export", "--excel="], message: "option --excel takes no value"),
    BadArguments(arguments: ["export", "--os", ","], message: "invalid os \"\""),
    BadArguments(arguments: ["export", "--os", "3.0\0"], message: "invalid os \"3.0\\0\""),
    BadArguments(arguments: ["export", "--os", "99999"], message: "invalid os \"99999\""),
    BadArguments(
      arguments: ["export", "--callbacks", "willPresent+willPresent"],
      message: "invalid callbacks \"willPresent+willPresent\""),
    BadArguments(arguments: ["diff", "--os", "9.0,9.0,9.0"], message: "option --os needs two"),
    BadArguments(arguments: ["diff", "--os="], message: "invalid os \"\""),
    BadArguments(arguments: ["diff", "a"], message: "missing argument: expected OLD and NEW"),
    BadArguments(arguments: ["explain", "--os"], message: "missing value for option --os"),
    BadArguments(arguments: ["evidence", "\u{FFFD}"], message: "unexpected argument \"\u{FFFD}\""),
  ]

  @Test("hostile argument lists give a usage error naming the value", arguments: badArguments)
  func hostileArguments(_ bad: BadArguments) throws {
    let error = try #require(usageError(bad.arguments))
    #expect(error.message.hasPrefix(bad.message), "\(error.message)")
    #expect(error.usage.hasPrefix("usage: pushmatrix"))
  }
}
