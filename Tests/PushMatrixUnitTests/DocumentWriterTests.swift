import Testing

@testable import PushMatrixDocument

@Suite("The document model: one tree, written as Markdown and as HTML")
struct DocumentWriterTests {
  /// A page with one block of each kind, text that each format must escape, and nesting.
  private static let page = Document([
    .heading(1, "A <page> | *title*"),
    .section(
      Document.Section(
        id: "first",
        [
          .heading(2, "First"),
          .paragraph([
            "Plain, ", .emphasis(["em"]), ", ", .strong(["strong"]), " and ", .code("a`b"),
          ]),
          .bullets(["one", "two"]), .bullets(["legend"], role: .remark),
          .heading(3, "A table", id: "a-table"),
          .table(
            Document.Table(
              columns: ["key", "value"], rows: [["a|b", ""], ["c", "line\nbreak"]],
              labelledBy: "a-table")),
        ])),
    .section(
      Document.Section(
        id: "notes", role: .notes,
        [
          .heading(2, "Notes"),
          .definitions([
            Document.Definition(
              [.strong(["warning"]), " ", .code("late")], id: "finding-late",
              description: [
                .paragraph(["It is late."]),
                .list([
                  Document.ListItem(
                    ["rule ", .code("r")],
                    children: [
                      .list([Document.ListItem([.link(["Apple (docs)"], to: "https://a.b/x(y)")])])
                    ])
                ]),
              ])
          ]),
          .details(summary: ["2 <files>"], [.code(["-a", "+```b"], language: "diff")]),
          .aside([.strong(["Left out."]), " See_here."]),
        ])),
  ])

  @Test("Markdown: blocks a blank line apart, nesting indented, anchors as <a id>, text escaped")
  func markdown() {
    let expected = """
      # A \\<page\\> \\| \\*title\\*

      ## First

      Plain, *em*, **strong** and ``a`b``

      - one
      - two

      * legend

      ### <a id="a-table"></a>A table

      | key | value |
      |---|---|
      | a\\|b |   |
      | c | line<br>break |

      ## Notes

      - <a id="finding-late"></a>**warning** `late`: It is late.
        - rule `r`
          - [Apple (docs)](https://a.b/x\\(y\\))

      <details>
      <summary>2 &lt;files&gt;</summary>

      ````diff
      -a
      +```b
      ````

      </details>

      > **Left out.** See\\_here.

      """
    #expect(MarkdownWriter().markdown(Self.page) == expected)
  }

  @Test("a list after a list takes the other bullet, so Markdown reads two lists")
  func adjacentLists() {
    let markdown = MarkdownWriter().markdown(
      Document([
        .bullets(["a"]), .bullets(["b"]), .bullets(["c"]), .paragraph(["d"]), .bullets(["e"]),
      ]))
    #expect(markdown == "- a\n\n* b\n\n- c\n\nd\n\n- e\n")
  }

  @Test("a table's cells hold inline text; a pipe in code is escaped, since it ends a cell")
  func richCells() {
    let table = Document.Table(
      columns: ["command", "source"],
      cells: [[[.code("a | b"), " (try)"], [.link(["Apple"], to: "https://a.b"), "; c"]]])
    #expect(
      MarkdownWriter().markdown(Document([.table(table)]))
        == "| command | source |\n|---|---|\n| `a \\| b` (try) | [Apple](https://a.b); c |\n")
    #expect(
      HTMLWriter().blocks([.table(table)]).contains(
        "<tr><th scope=\"row\"><code>a | b</code> (try)</th>"
          + "<td><a href=\"https://a.b\">Apple</a>; c</td></tr>"))
  }

  @Test("an item's anchor starts its line in Markdown and is its id in HTML; plain text drops it")
  func anchoredItem() {
    let text: [Document.Inline] = [.strong(["slug"]), " (a note): see ", .link(["Apple"], to: "u")]
    let list = Document.Block.list([Document.ListItem(text, id: "note-slug")])
    #expect(
      MarkdownWriter().blocks([list])
        == "- <a id=\"note-slug\"></a>**slug** (a note): see [Apple](u)")
    #expect(
      HTMLWriter().blocks([list])
        == "<ul>\n<li id=\"note-slug\"><strong>slug</strong> (a note): see <a href=\"u\">Apple</a></li>\n</ul>"
    )
    #expect(text.plainText == "slug (a note): see Apple")
  }

  @Test("a list without items is left out in both formats")
  func emptyLists() {
    let document = Document([
      .heading(2, "Files"), .bullets([]), .definitions([]), .paragraph(["after"]),
    ])
    #expect(MarkdownWriter().markdown(document) == "## Files\n\nafter\n")
    #expect(HTMLWriter().blocks(document.blocks) == "<h2>Files</h2>\n<p>after</p>")
  }

  @Test(
    "a code span outruns the backticks in its code",
    arguments: [("key", "`key`"), ("a`b", "``a`b``"), ("`x", "`` `x ``"), ("a``b", "```a``b```")])
  func codeSpan(code: String, expected: String) {
    #expect(MarkdownWriter.codeSpan(code) == expected)
  }

  @Test("HTML: anchors, roles and sections as attributes, nested lists on their item's line")
  func html() {
    let writer = HTMLWriter(tableClass: { $0 == ["key", "value"] ? "columns-1" : nil })
    let expected = """
      <h1>A &lt;page&gt; | *title*</h1>
      <section id="first">
      <h2>First</h2>
      <p>Plain, <em>em</em>, <strong>strong</strong> and <code>a`b</code></p>
      <ul>
      <li>one</li>
      <li>two</li>
      </ul>
      <ul class="remark">
      <li>legend</li>
      </ul>
      <h3 id="a-table">A table</h3>
      <div class="view-table columns-1">
      <table aria-labelledby="a-table">
      <thead><tr><th scope="col">key</th><th scope="col">value</th></tr></thead>
      <tbody>
      <tr><th scope="row">a|b</th><td></td></tr>
      <tr><th scope="row">c</th><td>line
      break</td></tr>
      </tbody>
      </table>
      </div>
      </section>
      <section class="notes" id="notes">
      <h2>Notes</h2>
      <dl>
      <dt id="finding-late"><strong>warning</strong> <code>late</code></dt>
      <dd><p>It is late.</p>
      <ul>
      <li>rule <code>r</code><ul><li><a href="https://a.b/x(y)">Apple (docs)</a></li></ul></li>
      </ul>
      </dd>
      </dl>
      <details><summary>2 &lt;files&gt;</summary>
      <pre><code class="language-diff">-a
      +```b</code></pre>
      </details>
      <blockquote><p><strong>Left out.</strong> See_here.</p></blockquote>
      </section>
      """
    #expect(writer.blocks(Self.page.blocks) == expected)
  }

  @Test("HTML contents: each section by its first heading, then its headings with anchors")
  func contents() {
    let sections = [
      Document.Section(id: "first", [.heading(2, "First"), .heading(3, "Plain")]),
      Document.Section(id: "empty", [.paragraph(["no heading"])]),
      Document.Section(
        id: "second", [.heading(2, "Second & more"), .heading(3, "Anchored", id: "x")]),
    ]
    #expect(
      HTMLWriter().contents(sections) == """
        <nav class="toc" id="contents" aria-label="Contents">
        <ol>
        <li><a href="#first">First</a></li>
        <li><a href="#second">Second &amp; more</a><ol><li><a href="#x">Anchored</a></li></ol></li>
        </ol>
        </nav>
        """)
  }

  @Test("a document's tables are found wherever they are nested, in reading order")
  func tables() {
    func table(_ name: String) -> Document.Table {
      Document.Table(columns: [name], rows: [])
    }
    let document = Document([
      .table(table("a")),
      .section(Document.Section(id: "s", [.details(summary: ["d"], [.table(table("b"))])])),
      .list([Document.ListItem(["i"], children: [.table(table("c"))])]),
      .definitions([Document.Definition(["t"], description: [.table(table("d"))])]),
    ])
    #expect(document.tables.map(\.columns) == [["a"], ["b"], ["c"], ["d"]])
  }
}
