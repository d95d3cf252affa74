/// Writes a ``Document`` as HTML for a page's body, every text escaped by
/// ``Swift/String/htmlEscaped``.
///
/// Each block starts on a line of its own, and a list without items is left out; a list nested
/// in an item stays on the item's line. Sections become `<section>` elements, anchors `id` attributes, remarks the `remark` class,
/// and each table sits in a `view-table` box, its first column heading its rows, with a class
/// the page's style sheet lays it out by (``tableClass``).
package struct HTMLWriter {
  /// Returns the class a table's box takes besides `view-table`, from its columns; `nil` for
  /// none.
  package var tableClass: ([String]) -> String?

  /// Makes a writer.
  ///
  /// - Parameter tableClass: the class a table's box takes besides `view-table`, from its
  ///   columns, such as the page's ``ColumnLabelStyle`` gives; `nil` for none.
  package init(tableClass: @escaping ([String]) -> String? = { _ in nil }) {
    self.tableClass = tableClass
  }

  /// Returns blocks, each on lines of its own, without a final line feed.
  package func blocks(_ blocks: [Document.Block]) -> String {
    blocks.filter { !$0.isEmpty }.map(block).joined(separator: "\n")
  }

  /// Returns one block, without a final line feed.
  private func block(_ block: Document.Block) -> String {
    switch block {
    case .heading(let heading):
      let tag = "h\(heading.level)"
      return "<\(tag)\(Self.attribute("id", heading.id))>\(Self.inline(heading.text))</\(tag)>"
    case .paragraph(let text, let role):
      return "<p\(Self.attribute("class", role.className))>\(Self.inline(text))</p>"
    case .list(let items, let role):
      return (["<ul\(Self.attribute("class", role.className))>"] + items.map(item) + ["</ul>"])
        .joined(separator: "\n")
    case .numberedList(let items, let start):
      return
        (["<ol\(Self.attribute("start", start == 1 ? nil : String(start)))>"]
        + items.map(item) + ["</ol>"]).joined(separator: "\n")
    case .definitions(let definitions):
      var lines = ["<dl>"]
      for definition in definitions {
        lines.append(
          "<dt\(Self.attribute("id", definition.id))>\(Self.inline(definition.term))</dt>")
        lines.append("<dd>" + blocks(definition.description) + "\n</dd>")
      }
      return (lines + ["</dl>"]).joined(separator: "\n")
    case .table(let table):
      return self.table(table)
    case .code(let lines, let language):
      let code = language.isEmpty ? "" : " class=\"language-\(language.htmlEscaped)\""
      return "<pre><code\(code)>" + lines.map(\.htmlEscaped).joined(separator: "\n")
        + "</code></pre>"
    case .details(let summary, let blocks):
      return "<details><summary>\(Self.inline(summary))</summary>\n" + self.blocks(blocks)
        + "\n</details>"
    case .section(let section):
      let role = section.role == .notes ? " class=\"notes\"" : ""
      return "<section\(role) id=\"\(section.id.htmlEscaped)\">\n" + blocks(section.blocks)
        + "\n</section>"
    case .aside(let text):
      return "<blockquote><p>\(Self.inline(text))</p></blockquote>"
    }
  }

  /// Returns a list's item on one line, with the lists nested under it.
  private func item(_ item: Document.ListItem) -> String {
    "<li\(Self.attribute("id", item.id))>" + Self.inline(item.text)
      + item.children.map(nested).joined() + "</li>"
  }

  /// Returns a block nested in an item: a list on the item's line, any other block as a
  /// block.
  private func nested(_ block: Document.Block) -> String {
    switch block {
    case .list(let items, let role):
      "<ul\(Self.attribute("class", role.className))>" + items.map(item).joined() + "</ul>"
    case .numberedList(let items, let start):
      "<ol\(Self.attribute("start", start == 1 ? nil : String(start)))>"
        + items.map(item).joined() + "</ol>"
    default: self.block(block)
    }
  }

  /// Returns a table in its box: a header row, then body rows, the first cell of each heading
  /// its row.
  private func table(_ table: Document.Table) -> String {
    var lines = [
      "<div class=\"view-table\((tableClass(table.columns).map { " " + $0 } ?? ""))\">",
      "<table\(Self.attribute("aria-labelledby", table.labelledBy))>",
      "<thead><tr>" + table.columns.map { "<th scope=\"col\">\($0.htmlEscaped)</th>" }.joined()
        + "</tr></thead>",
      "<tbody>",
    ]
    for row in table.rows {
      lines.append(
        "<tr>"
          + row.enumerated().map { column, cell in
            column == 0
              ? "<th scope=\"row\">\(Self.inline(cell))</th>" : "<td>\(Self.inline(cell))</td>"
          }.joined() + "</tr>")
    }
    return (lines + ["</tbody>", "</table>", "</div>"]).joined(separator: "\n")
  }

  /// Returns the page's contents as a `nav`: a link to each section by its first heading, and
  /// under it a link to each of the section's headings that has an anchor.
  package func contents(_ sections: [Document.Section]) -> String {
    var lines = ["<nav class=\"toc\" id=\"contents\" aria-label=\"Contents\">", "<ol>"]
    for section in sections {
      var headings: [Document.Heading] = []
      for case .heading(let heading) in section.blocks { headings.append(heading) }
      guard let title = headings.first else { continue }
      let entries = headings.dropFirst().compactMap { heading in
        heading.id.map { "<li>\(Self.link(heading.text, to: "#" + $0))</li>" }
      }
      lines.append(
        "<li>" + Self.link(title.text, to: "#" + section.id)
          + (entries.isEmpty ? "" : "<ol>" + entries.joined() + "</ol>") + "</li>")
    }
    return (lines + ["</ol>", "</nav>"]).joined(separator: "\n")
  }

  /// Returns inline text.
  package static func inline(_ text: [Document.Inline]) -> String {
    text.map { inline in
      switch inline {
      case .text(let text): text.htmlEscaped
      case .emphasis(let text): "<em>" + self.inline(text) + "</em>"
      case .strong(let text): "<strong>" + self.inline(text) + "</strong>"
      case .code(let code): "<code>" + code.htmlEscaped + "</code>"
      case .link(let text, let address): link(text, to: address)
      }
    }.joined()
  }

  /// Returns a link.
  private static func link(_ text: [Document.Inline], to address: String) -> String {
    "<a href=\"\(address.htmlEscaped)\">" + inline(text) + "</a>"
  }

  /// Returns an attribute with a space before it, or nothing for a `nil` value.
  private static func attribute(_ name: String, _ value: String?) -> String {
    value.map { " \(name)=\"\($0.htmlEscaped)\"" } ?? ""
  }
}

extension Document.Block.Role {
  /// The class HTML gives a block of the role; `nil` for the page's own text.
  fileprivate var className: String? {
    switch self {
    case .body: nil
    case .remark: "remark"
    }
  }
}
