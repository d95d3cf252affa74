/// Renders a page as GitHub-flavoured Markdown: the head template, a table per view table, and
/// the notes, each note anchored by its slug.
public enum MarkdownFormatter {
  /// Returns the page as Markdown.
  public static func format(_ page: TablePage, options: RenderOptions) -> String {
    var lines: [String] = []
    if let notice = options.generatedNotice { lines += ["<!-- \(notice.htmlCommentEscaped) -->"] }
    let head = options.templates[.markdownHead].filled([
      "lang": page.language.rawValue.markdownEscaped, "view": page.view.rawValue.markdownEscaped,
      "title": page.title.markdownEscaped, "intro": page.intro.markdownEscaped,
      "legend": legend(page.legend),
    ])
    lines.append(head.hasSuffix("\n") ? String(head.dropLast()) : head)
    for section in page.sections {
      if !section.title.isEmpty { lines += ["", "## " + section.title.markdownEscaped] }
      for table in section.tables { lines += [""] + self.table(table) }
    }
    if !page.footnotes.isEmpty {
      lines += ["", "## " + Phrase.notes.text(page.language).markdownEscaped, ""]
      lines += page.footnotes.map {
        "- <a id=\"\(Footnote.anchor($0.slug))\"></a>**\($0.slug.markdownEscaped)** "
          + "(\($0.label.markdownEscaped)): \($0.text.markdownEscaped)"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func legend(_ groups: [TablePage.LegendGroup]) -> String {
    var lines: [String] = []
    for group in groups {
      if let title = group.title { lines += ["", "**\(title.markdownEscaped)**"] }
      lines.append("")
      lines += group.items.map { item in
        "- " + (item.term.map { "**\($0.markdownEscaped)**: " } ?? "") + item.text.markdownEscaped
      }
    }
    return lines.drop { $0.isEmpty }.joined(separator: "\n")
  }

  private static func table(_ table: TableView) -> [String] {
    var lines = [
      "### " + table.title.markdownEscaped, "", "*\(table.caption.markdownEscaped)*", "",
    ]
    lines.append(row([table.corner.markdownEscaped] + table.columns.map(\.label.markdownEscaped)))
    lines.append(row(Array(repeating: "---", count: table.columns.count + 1)))
    for tableRow in table.rows {
      lines.append(row([tableRow.heading.label.markdownEscaped] + tableRow.cells.map(cell)))
    }
    return lines
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  private static func cell(_ cell: TableView.Cell) -> String {
    cell.runs.map { run in
      switch run {
      case .text(let text): text.markdownEscaped
      case .mark(.agrees, let text): text.markdownEscaped
      case .mark(_, let text): "**\(text.markdownEscaped)**"
      case .footnote(let slug): " " + "[\(slug)]".markdownEscaped
      case .lineBreak: "<br>"
      }
    }.joined()
  }
}
