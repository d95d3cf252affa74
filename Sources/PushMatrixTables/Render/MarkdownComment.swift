import PushMatrixDocument
import PushMatrixModel

/// A Markdown report that fits in one pull-request comment: blocks in document order, and when
/// they do not all fit the budget, the least important left out, counted in a closing note.
///
/// Blocks are kept in order of priority, then of rank, then of position, until the first one
/// that does not fit; it and every block after it in that order are left out. So a reviewer
/// always gets the headlines, then the behaviour changes, then the files' diffs, then the
/// annotation-only changes, as many as fit; and since a group's rank is its place among its
/// own file's groups, the budget is shared across files: every file's largest group comes
/// before any file's second, so a later file is not crowded out by an earlier one.
package struct MarkdownComment {
  /// What a block holds, most important first.
  package enum Priority: Int, Comparable {
    /// Headlines, counts, and the lists of files and observations.
    case summary
    /// A group of cells whose behaviour changed, or that were added or removed.
    case behaviour
    /// The diff of one generated file.
    case fileDiff
    /// A group of cells whose notes or basis alone changed.
    case annotation

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One or more blocks of the document that stay together.
  struct Block {
    var blocks: [Document.Block]
    var priority: Priority
    /// The cells a group lists, zero for a block that is not a group.
    var cells: Int
    /// Its place among the blocks of its priority in its file, from 0.
    var rank: Int = 0
  }

  private var blocks: [Block] = []

  /// Adds blocks that stay together after the others.
  ///
  /// - Parameters:
  ///   - blocks: the blocks.
  ///   - priority: what it holds.
  ///   - cells: the cells a group lists, zero for a block that is not a group.
  ///   - rank: its place among the blocks of its priority in its file, from 0, so that each
  ///     file's first blocks are kept before any file's later ones.
  package mutating func append(
    _ blocks: [Document.Block], _ priority: Priority = .summary, cells: Int = 0, rank: Int = 0
  ) {
    self.blocks.append(Block(blocks: blocks, priority: priority, cells: cells, rank: rank))
  }

  /// Returns the Markdown, within the options' budget unless they ask for the full report.
  package func rendered(_ options: ReportOptions) -> String {
    let writer = MarkdownWriter()
    guard !options.isFull else { return writer.markdown(document(blocks)) }
    // The location is the user's text; a very long one must not eat the budget.
    let pointer = Document.Inline.text(
      options.fullReport.map { "The full report is in \(String($0.prefix(200)))." }
        ?? "Run the command again with --full FILE for the full report.")
    // Room for the note: its counts and words take less than 250 bytes.
    var remaining = options.budget - 250 - writer.inline([pointer]).utf8.count
    let texts = blocks.map { writer.blocks($0.blocks) }
    var kept = Array(repeating: false, count: blocks.count)
    let order = blocks.indices.sorted {
      (blocks[$0].priority, blocks[$0].rank, $0) < (blocks[$1].priority, blocks[$1].rank, $1)
    }
    for index in order {
      // Each block costs its text and the blank line that separates it from the next.
      let cost = texts[index].utf8.count + 2
      guard cost <= remaining else { break }
      kept[index] = true
      remaining -= cost
    }
    let left = blocks.indices.filter { !kept[$0] }.map { blocks[$0] }
    let shown = blocks.indices.filter { kept[$0] }.map { blocks[$0] }
    guard !left.isEmpty else { return writer.markdown(document(shown)) }
    let note = Block(blocks: [note(left, pointer)], priority: .summary, cells: 0)
    return writer.markdown(document(shown + [note]))
  }

  /// The blocks as one document.
  private func document(_ blocks: [Block]) -> Document {
    Document(blocks.flatMap(\.blocks))
  }

  /// Says what was left out and where the full report is.
  private func note(_ left: [Block], _ pointer: Document.Inline) -> Document.Block {
    let groups = left.filter { $0.cells > 0 }
    let cells = groups.reduce(0) { $0 + $1.cells }
    let diffs = left.count { $0.priority == .fileDiff }
    let others = left.count - groups.count - diffs
    var parts = [
      "\(groups.count.digitsGrouped) groups of changes (\(cells.digitsGrouped) cells)"
    ]
    if diffs > 0 { parts.append("\(diffs.digitsGrouped) file diffs") }
    if others > 0 { parts.append("\(others.digitsGrouped) other sections") }
    return .aside([
      .strong([.text("Left out to fit one comment: \(parts.joined(separator: ", ")).")]), " ",
      pointer,
    ])
  }
}
