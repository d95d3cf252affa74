import Foundation
import Testing

@testable import PushMatrixIO

@Suite("The strict TSV reader")
struct TSVDocumentTests {
  static let columns = ["a", "b", "c"]

  /// Parses a file's text with the columns a, b and c, all required.
  static func parse(_ text: String) throws(Diagnostic) -> TSVDocument {
    try TSVDocument.parse(
      Data(text.utf8), file: "t.tsv", columns: columns, required: Set(columns))
  }

  @Test("rows that repeat cells of the row before read as each row read alone")
  func repeatedCells() throws {
    // Cells repeated from the row before, escaped or not, in columns given in another order.
    let rows = [
      "x\\ty\tplain\t", "x\\ty\tplain\tz", "x\\ty\tother\tz", "x\\\\y\tother\tz", "x\\ty\tplain\t",
    ]
    let header = "c\ta\tb\n"
    let document = try Self.parse("# a comment\n" + header + rows.map { $0 + "\n" }.joined())
    #expect(document.records.map(\.line) == [3, 4, 5, 6, 7])
    for (row, record) in zip(rows, document.records) {
      let alone = try Self.parse(header + row + "\n")
      #expect(record.cells == alone.records[0].cells, "\(row)")
    }
    #expect(document.records[0].cells == ["plain", "", "x\ty"])
    #expect(document.records[3].cells == ["other", "z", "x\\y"])
  }

  @Test(
    "a bad escape, a control character, a missing cell or CR LF is reported on its line"
  )
  func malformedLines() {
    for (text, line, start) in [
      ("a\tb\tc\nx\\t\t1\t2\nx\\q\t1\t2\n", 3, "bad escape in a"),
      ("a\tb\tc\n1\t2\t3\n1\t2\u{7}\t3\n", 3, "control character U+0007 in b"),
      ("a\tb\tc\n1\t2\t3\n1\t2\u{85}\t3\n", 3, "control character U+0085 in b"),
      ("a\tb\tc\n1\t2\t3\n1\t2\n", 3, "expected 3 tab-separated cells, found 2"),
      ("a\tb\tc\n1\t2\t3\r\n", 2, "the line ends with CR LF"),
    ] {
      do {
        _ = try Self.parse(text)
        Issue.record("\(text.debugDescription) parsed")
      } catch {
        #expect(error.line == line, "\(text.debugDescription)")
        #expect(error.message.hasPrefix(start), "\(error.message)")
      }
    }
  }
}
