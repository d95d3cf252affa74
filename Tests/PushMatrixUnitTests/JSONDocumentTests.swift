import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("JSON reader: values with their lines, and diagnostics that name the line")
struct JSONDocumentTests {
  /// Parses a text as a file named `p.json`.
  static func parse(_ text: String) throws(Diagnostic) -> JSONDocument.Node {
    try JSONDocument.parse(Data(text.utf8), file: "p.json")
  }

  @Test("objects keep their members in order, each value with the line it starts on")
  func values() throws {
    let root = try Self.parse(
      """
      {
        "a": "x\\n\\u00e9\\ud83d\\ude00",
        "b": [1, -2.5e3, true, false, null],
        "c": {}
      }
      """)
    guard case .object(let members) = root.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "c"])
    #expect(members.map(\.node.line) == [2, 3, 4])
    #expect(members[0].node.value == .string("x\né😀"))
    #expect(
      members[1].node.value
        == .array([
          .init(value: .number("1"), line: 3), .init(value: .number("-2.5e3"), line: 3),
          .init(value: .bool(true), line: 3), .init(value: .bool(false), line: 3),
          .init(value: .null, line: 3),
        ]))
  }

  @Test(
    "malformed JSON is diagnosed at its line with what was found",
    arguments: [
      ("{\n  \"a\": 1,\n}", 3, "expected a string key, found \"}\""),
      ("{\"a\": 1 \"b\": 2}", 1, "expected \",\" or \"}\", found a string"),
      ("{\"a\": 1,\n\"a\": 2}", 2, "the key \"a\" appears twice"),
      ("[1, 2", 1, "unexpected end of the file; expected \",\" or \"]\""),
      ("{\"a\": tru}", 1, "expected a value, found \"tru\""),
      ("\"tab\there\"", 1, "control character U+0009 in a string; escape it"),
      ("\"bad \\q\"", 1, "bad escape \"\\q\" in a string"),
      ("{} x", 1, "unexpected \"x\" after the end of the value"),
      ("", 1, "the file is empty; expected a JSON value"),
      ("01", 1, "expected a value, found \"01\""),
    ])
  func malformed(_ text: String, _ line: Int, _ message: String) {
    #expect(throws: Diagnostic(file: "p.json", line: line, message: message)) {
      try Self.parse(text)
    }
  }

  @Test("a file nested deeper than the limit is refused instead of exhausting the stack")
  func depth() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(
      throws: Diagnostic(
        file: "p.json", line: 1,
        message: "the values are nested more than \(JSONDocument.maximumDepth) deep")
    ) { try Self.parse(text) }
  }

  @Test("invalid UTF-8 and a byte-order mark are refused")
  func encoding() {
    #expect(throws: Diagnostic(file: "p.json", line: nil, message: "the file is not valid UTF-8")) {
      try JSONDocument.parse(Data([0x22, 0xFF, 0x22]), file: "p.json")
    }
    #expect(
      throws: Diagnostic(
        file: "p.json", line: 1,
        message: "the file starts with a byte-order mark; save it as UTF-8 without one")
    ) {
      try JSONDocument.parse(Data([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]), file: "p.json")
    }
  }
}
