import Testing

@testable import PushMatrixDocument

@Suite("MarkdownReader reads what the hand-written pages use, as GitHub reads it")
struct MarkdownReaderTests {
  @Test("a page with CRLF line ends reads as the same page with LF ones")
  func crlfLineEnds() {
    let page = "# Title\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\nmore\n"
    let crlf = page.replacingOccurrences(of: "\n", with: "\r\n")
    let blocks = MarkdownReader.blocks(page)
    #expect(blocks.count == 4)
    #expect(MarkdownReader.blocks(crlf) == blocks)
  }

  @Test("inline text: code spans, links, strong, emphasis and escapes, with text around them")
  func inlineConstructs() {
    let blocks = MarkdownReader.blocks(
      "Run `swift test` and read [the **app** page](app.md), *twice*; \\*not emphasis\\* é.")
    #expect(
      blocks == [
        .paragraph([
          "Run ", .code("swift test"), " and read ",
          .link(["the ", .strong(["app"]), " page"], to: "app.md"), ", ", .emphasis(["twice"]),
          "; *not emphasis* é.",
        ])
      ])
  }

  @Test("a table's cells are trimmed, an escaped pipe stays in its cell, short rows are padded")
  func tableCells() {
    let blocks = MarkdownReader.blocks("|  a  | b |\n| :-- | --: |\n| x \\| y |\n")
    #expect(
      blocks == [
        .table(Document.Table(columns: ["a", "b"], cells: [[["x | y"], []]]))
      ])
  }
}
