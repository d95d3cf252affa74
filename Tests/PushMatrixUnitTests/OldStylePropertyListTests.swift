import Foundation
import Testing

@testable import PushMatrixIO

@Suite("Old-style property lists: Xcode projects read with lines, errors where they are")
struct OldStylePropertyListTests {
  /// Converts what Foundation's reader gives to hashable values.
  static func hashable(_ value: Any) -> AnyHashable {
    switch value {
    case let text as String: text
    case let data as Data: data
    case let array as [Any]: array.map(hashable)
    case let dictionary as [String: Any]: dictionary.mapValues(hashable)
    default: "\(value)"
    }
  }

  @Test("every fixture project reads as Foundation reads it")
  func fixturesAgreeWithFoundation() throws {
    let folder = packageRoot.appendingPathComponent("Tests/Fixtures")
    let projects = FileManager.default.enumerator(atPath: folder.path)!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".pbxproj") }.sorted()
    #expect(!projects.isEmpty)
    for project in projects {
      let data = try Data(contentsOf: folder.appendingPathComponent(project))
      let node = try OldStylePropertyList.parse([UInt8](data), file: project)
      let expected = try PropertyListSerialization.propertyList(from: data, format: nil)
      #expect(Self.hashable(node.foundationValue) == Self.hashable(expected), "\(project)")
    }
  }

  @Test("values and keys know their lines; escapes, comments and data are read")
  func lines() throws {
    let text = """
      // !$*UTF8*$!
      {
      \t/* a comment
      \t   over two lines */
      \tname = "A \\"quoted\\" \\U00e9\\101";
      \tlist = (
      \t\tone,
      \t\t"two",
      \t);
      \tbytes = <0aFF 10>;
      \tpath = ../Sources/App-1.0_$+:.swift;
      }
      """
    let node = try OldStylePropertyList.parse(Array(text.utf8), file: "p")
    let members = try #require(node.members)
    #expect(members.map(\.key) == ["name", "list", "bytes", "path"])
    #expect(members.map(\.line) == [5, 6, 10, 11])
    #expect(members[0].node.string == "A \"quoted\" éA")
    #expect(members[1].node.array?.map(\.line) == [7, 8])
    #expect(members[1].node.array?.compactMap(\.string) == ["one", "two"])
    if case .data(let bytes) = members[2].node.value {
      #expect(bytes == [0x0A, 0xFF, 0x10])
    } else {
      Issue.record("bytes is not data")
    }
    #expect(members[3].node.string == "../Sources/App-1.0_$+:.swift")
  }

  @Test(
    "a malformed file names the line and what was expected there",
    arguments: [
      ("{\n a = b;\n c = d\n}\n", 4, "expected ; after the value of \"c\", found \"}\""),
      ("{\n a = b;\n c d;\n}\n", 3, "expected = after the key \"c\", found \"d\""),
      ("{\n a = \"open;\n}\n", 2, "unterminated string"),
      ("{\n a = (x y);\n}\n", 2, "expected , or ) after an array's item, found \"y\""),
      ("{\n a = b;\n", 3, "expected a key or } before the end"),
      ("{\n a = <0g>;\n}\n", 2, "expected a hexadecimal digit in data, found \"g\""),
      ("{ a = b; }\n}\n", 2, "expected the end after the top value, found \"}\""),
      ("/* never closed\n{", 1, "unterminated comment"),
    ])
  func malformed(text: String, line: Int, message: String) {
    #expect(throws: Diagnostic(file: "p", line: line, message: message)) {
      try OldStylePropertyList.parse(Array(text.utf8), file: "p")
    }
  }

  @Test("nesting is bounded: as deep as allowed reads, one level more is refused")
  func deepNesting() throws {
    let depth = OldStylePropertyList.maximumDepth
    let text = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
    var node = try OldStylePropertyList.parse(Array(text.utf8), file: "p")
    var levels = 0
    while let items = node.array {
      node = items[0]
      levels += 1
    }
    #expect(levels == depth)
    #expect(node.string == "x")
    let hostile = "{\n" + String(repeating: "a = {", count: 1_000_000)
    #expect(throws: Diagnostic(file: "p", line: 2, message: "nested deeper than 256 levels")) {
      try OldStylePropertyList.parse(Array(hostile.utf8), file: "p")
    }
  }
}
