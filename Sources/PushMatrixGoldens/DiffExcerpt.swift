import PushMatrixIO

/// A short unified diff of the first place where a file differs from the text expected in it.
///
/// The first change only, with up to ``context`` equal lines before and after it, at most
/// ``linesPerSide`` of its removed and of its added lines, and every line cut to ``width``
/// characters around the first column that differs: a reviewer sees what changed first without
/// a page of table.
package struct DiffExcerpt: Sendable, Equatable {
  /// The unchanged lines shown around a change.
  package static let context = 3
  /// The most removed lines, and the most added lines, shown of one change.
  package static let linesPerSide = 6
  /// The most characters of a line shown.
  package static let width = 120
  /// The most lines of each side compared after the first difference.
  package static let window = 100

  /// The diff: `--- old`, `+++ new`, `@@ -a,b +c,d @@`, then ` `, `-` and `+` lines and notes
  /// of what was cut, such as `… 24 more lines removed`.
  package var lines: [String]

  /// Makes the excerpt of two texts that agree up to the line `firstLine`.
  ///
  /// Lines keep their line feed; a line without one is the last of its file.
  ///
  /// - Parameters:
  ///   - context: the lines just before the first differing line, the same in both texts.
  ///   - old: the old text's lines from the first differing one.
  ///   - new: the new text's lines from the first differing one.
  ///   - firstLine: the 1-based number of the first differing line.
  ///   - labels: what the old and the new text are, for the `---` and `+++` lines.
  package init(
    context: [String], old: [String], new: [String], firstLine: Int,
    labels: (old: String, new: String)
  ) {
    let before = Array(context.suffix(Self.context))
    let steps = Self.steps(Array(old.prefix(Self.window)), Array(new.prefix(Self.window)))
    // The first change only: the lines that differ first, and the equal lines after them.
    let change = steps.prefix { $0.sign != " " }
    let after = steps.dropFirst(change.count).prefix { $0.sign == " " }.prefix(Self.context)
    let removed = change.filter { $0.sign == "-" }.map(\.line)
    let added = change.filter { $0.sign == "+" }.map(\.line)
    let start = firstLine - before.count
    lines = [
      "--- \(labels.old)", "+++ \(labels.new)",
      "@@ -\(start),\(before.count + removed.count + after.count) "
        + "+\(start),\(before.count + added.count + after.count) @@",
    ]
    let column = zip(removed.first ?? "", added.first ?? "").prefix { $0 == $1 }.count
    func show(_ sign: String, _ shown: some Sequence<String>) {
      for line in shown {
        lines.append(sign + Self.cut(line, from: column))
        if !line.hasSuffix("\n") { lines.append("\\ No newline at end of file") }
      }
    }
    show(" ", before)
    for (sign, side, verb) in [("-", removed, "removed"), ("+", added, "added")] {
      show(sign, side.prefix(Self.linesPerSide))
      if side.count > Self.linesPerSide {
        lines.append("… \(side.count - Self.linesPerSide) more lines \(verb)")
      }
    }
    show(" ", after.map(\.line))
  }

  /// One line of the diff: unchanged (` `), removed (`-`) or added (`+`).
  private struct Step {
    var sign: Character
    var line: String
  }

  /// Returns the shortest edit from `old` to `new` as steps, removals before additions.
  private static func steps(_ old: [String], _ new: [String]) -> [Step] {
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      for j in new.indices.reversed() {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var steps: [Step] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count && j < new.count && old[i] == new[j] {
        steps.append(Step(sign: " ", line: old[i]))
        (i, j) = (i + 1, j + 1)
      } else if j == new.count || (i < old.count && common[i + 1][j] >= common[i][j + 1]) {
        steps.append(Step(sign: "-", line: old[i]))
        i += 1
      } else {
        steps.append(Step(sign: "+", line: new[j]))
        j += 1
      }
    }
    return steps
  }

  /// A line without its line feed, cut to ``width`` characters that start a little before the
  /// column, with `…` where something was cut; control characters are escaped so that a file's
  /// bytes cannot drive the terminal.
  private static func cut(_ line: String, from column: Int) -> String {
    let characters = Array(line.hasSuffix("\n") ? line.dropLast() : Substring(line))
    let start = min(max(0, column - width / 3), max(0, characters.count - width))
    let shown = String(characters[start..<min(characters.count, start + width)])
    return (start > 0 ? "…" : "") + shown.messageEscaped
      + (start + width < characters.count ? "…" : "")
  }
}
