import PushMatrixIO
import PushMatrixModel

/// Writes a ``Document`` as GitHub-flavoured Markdown, every text escaped by
/// ``Swift/String/markdownEscaped`` so that it shows literally.
///
/// Blocks are separated by a blank line; a list's items and what is nested under them are
/// not, and nested blocks are indented by two spaces. A list that follows another list takes
/// the other bullet, `*` after `-`, since Markdown would read two lists with the same bullet
/// as one. The anchor of a heading, a list's item or a definition's term is an empty `<a id>`
/// before its text, which GitHub keeps (the anchors it derives from headings repeat for
/// headings alike); a list without items is left out, and so are roles and table labels, which
/// Markdown has no syntax for.
package struct MarkdownWriter {
  /// Makes a writer.
  package init() {}

  /// Returns the document: its blocks, ending in a line feed.
  package func markdown(_ document: Document) -> String {
    blocks(document.blocks) + "\n"
  }

  /// Returns blocks separated by blank lines, without a final line feed.
  package func blocks(_ blocks: [Document.Block]) -> String {
    var parts: [String] = []
    var bullet = "-"
    var previousWasList = false
    for block in blocks where !block.isEmpty {
      let isList = block.isList
      // Two lists in a row would be read as one with the same bullet.
      bullet = isList && previousWasList ? (bullet == "-" ? "*" : "-") : "-"
      parts.append(self.block(block, bullet: bullet))
      previousWasList = isList
    }
    return parts.joined(separator: "\n\n")
  }

  /// Returns one block, without a final line feed.
  private func block(_ block: Document.Block, bullet: String) -> String {
    switch block {
    case .heading(let heading):
      return String(repeating: "#", count: heading.level) + " "
        + (heading.id.map(Self.anchor) ?? "") + inline(heading.text)
    case .paragraph(let text, _):
      return inline(text)
    case .list(let items, _):
      return self.items(items) { _ in bullet }
    case .numberedList(let items, let start):
      return self.items(items) { "\(start + $0)." }
    case .definitions(let definitions):
      return definitions.map { definition in
        var line = bullet + " " + (definition.id.map(Self.anchor) ?? "") + inline(definition.term)
        var rest = definition.description[...]
        if case .paragraph(let text, _)? = rest.first {
          line += ": " + inline(text)
          rest = rest.dropFirst()
        }
        return ([line] + nested(Array(rest), indent: "  ")).joined(separator: "\n")
      }.joined(separator: "\n")
    case .table(let table):
      func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |"
      }
      let rule = "|" + String(repeating: "---|", count: table.columns.count)
      return
        ([row(table.columns.map(\.markdownEscaped)), rule]
        + table.rows.map { row($0.map(cell)) }).joined(separator: "\n")
    case .code(let lines, let language):
      return lines.map(\.spellingOutHiddenCharacters).markdownCodeBlock(info: language)
    case .details(let summary, let blocks):
      // A summary is HTML, not Markdown, to GitHub.
      return "<details>\n<summary>\(HTMLWriter.inline(summary))</summary>\n\n"
        + self.blocks(blocks) + "\n\n</details>"
    case .section(let section):
      return blocks(section.blocks)
    case .aside(let text):
      return "> " + inline(text)
    }
  }

  /// Returns a list's items, each after its marker, with the blocks nested under it.
  private func items(_ items: [Document.ListItem], marker: (Int) -> String) -> String {
    items.enumerated().map { index, item in
      let (marker, anchor) = (marker(index), item.id.map(Self.anchor) ?? "")
      let indent = String(repeating: " ", count: marker.count + 1)
      return ([marker + " " + anchor + inline(item.text)] + nested(item.children, indent: indent))
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Returns the blocks nested under an item, each line indented to the item's text.
  private func nested(_ blocks: [Document.Block], indent: String) -> [String] {
    guard !blocks.isEmpty else { return [] }
    return self.blocks(blocks).lines.map { $0.isEmpty ? "" : indent + $0 }
  }

  /// Returns an empty HTML anchor with an `id`, which a heading or a note starts with.
  package static func anchor(_ id: String) -> String { "<a id=\"\(id.htmlEscaped)\"></a>" }

  /// Returns a table's cell: inline text in which a pipe in code, which would end the cell
  /// even there, is escaped too.
  private func cell(_ text: Document.Table.Cell) -> String {
    inline(
      text.map { inline in
        guard case .code(let code) = inline, code.contains("|") else { return inline }
        return .code(code.replacingAll("|", with: "\\|"))
      })
  }

  /// Returns inline text.
  package func inline(_ text: [Document.Inline]) -> String {
    text.map { inline in
      switch inline {
      case .text(let text): text.markdownEscaped
      case .emphasis(let text): "*" + self.inline(text) + "*"
      case .strong(let text): "**" + self.inline(text) + "**"
      case .code(let code): Self.codeSpan(code)
      case .link(let text, let address):
        "[" + self.inline(text) + "](" + address.markdownLinkDestination + ")"
      }
    }.joined()
  }

  /// Returns a code span, its backtick run longer than any in the code so that none ends it,
  /// and spaced from a backtick at either end; a hidden character in it is written out, as in
  /// text (``String/spellingOutHiddenCharacters``).
  static func codeSpan(_ code: String) -> String {
    let code = code.spellingOutHiddenCharacters
    var longest = 0
    var run = 0
    for character in code {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    guard longest > 0 else { return "`" + code + "`" }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = code.first == "`" || code.last == "`" ? " " : ""
    return fence + padding + code + padding + fence
  }
}

extension Document.Block {
  /// Whether the block is written as a list.
  fileprivate var isList: Bool {
    switch self {
    case .list, .numberedList, .definitions: true
    default: false
    }
  }
}
