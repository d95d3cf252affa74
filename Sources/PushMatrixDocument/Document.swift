/// A report or page laid out once, as a tree of blocks, for each format's writer to write.
///
/// What a page says and in what order is decided where the page is laid out; how a heading, a
/// list or a table is spelled in a format, and how its text is escaped, is decided by that
/// format's writer (``MarkdownWriter``, ``HTMLWriter``) alone. So the formats of one page cannot
/// disagree, and a new format for every page is one writer and its tests.
///
/// Plain text for a terminal and JSON stay outside the model: text is aligned, coloured and
/// capped for a terminal and read by scripts, JSON is data; neither is a document.
package struct Document: Equatable, Sendable {
  /// The blocks, in reading order.
  package var blocks: [Block]

  /// Makes a document of blocks.
  package init(_ blocks: [Block] = []) {
    self.blocks = blocks
  }
}

extension Document {
  /// Every table, in reading order, also those in sections, details and lists.
  package var tables: [Table] {
    func tables(_ blocks: [Block]) -> [Table] {
      blocks.flatMap { block -> [Table] in
        switch block {
        case .table(let table): [table]
        case .section(let section): tables(section.blocks)
        case .details(_, let blocks): tables(blocks)
        case .list(let items, _), .numberedList(let items, _):
          items.flatMap { tables($0.children) }
        case .definitions(let definitions): definitions.flatMap { tables($0.description) }
        case .heading, .paragraph, .code, .aside: []
        }
      }
    }
    return tables(blocks)
  }
}
