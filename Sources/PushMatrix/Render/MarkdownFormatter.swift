/// Renders a page as GitHub-flavoured Markdown: the head template, a table per view table, and
/// the notes, each note anchored by its slug.
public enum MarkdownFormatter: PageFormatter {
  /// Writes the page as Markdown.
  ///
  /// Pages run to half a megabyte, and the long view to gigabytes, so everything is appended to
  /// one string as it is escaped, with no strings for lines or cells in between, and handed to
  /// the sink a block at a time.
  public static func write(
    _ page: TablePage, rows: some Sequence<TableView.Row>, options: RenderOptions,
    to sink: some TextSink
  ) {
    var markdown = ""
    markdown.reserveCapacity(1 << 17)
    if let notice = options.generatedNotice {
      markdown += "<!-- \(notice.htmlCommentEscaped) -->\n"
    }
    let head = options.templates[.markdownHead].filled([
      "lang": page.language.rawValue.markdownEscaped, "view": page.view.rawValue.markdownEscaped,
      "title": page.title.markdownEscaped, "intro": page.intro.markdownEscaped,
      "legend": legend(page.legend),
    ])
    markdown += head
    if !head.hasSuffix("\n") { markdown += "\n" }
    var cells = CellRenderings()
    let last = page.lastTablePosition
    for (index, section) in page.sections.enumerated() {
      if !section.title.isEmpty { markdown += "\n## \(section.title.markdownEscaped)\n" }
      for (position, table) in section.tables.enumerated() {
        markdown += "\n"
        append(table, to: &markdown, cells: &cells, sink: sink)
        guard last?.section == index && last?.table == position else { continue }
        for row in rows {
          append(row, to: &markdown, cells: &cells)
          sink.writeBlock(of: &markdown)
        }
      }
    }
    if !page.footnotes.isEmpty {
      markdown += "\n## \(Phrase.notes.text(page.language).markdownEscaped)\n\n"
      for footnote in page.footnotes {
        markdown +=
          "- <a id=\"\(Footnote.anchor(footnote.slug))\"></a>**\(footnote.slug.markdownEscaped)** "
          + "(\(footnote.label.markdownEscaped)): "
          + footnote.text(in: page.language, escape: \.markdownEscaped, cite: link) + "\n"
      }
    }
    sink.write(markdown)
  }

  /// Writes a source as a Markdown link to its address, or as its title when it has none.
  ///
  /// A link, not an autolink: GitHub made `\<https://…\>` a link with `\>` in its address.
  private static func link(_ source: Source) -> String {
    guard let url = source.url else { return source.title.markdownEscaped }
    return "[\(source.title.markdownEscaped)](\(url.markdownLinkDestination))"
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

  /// Appends a table, each line with its line feed, handing full blocks to the sink.
  private static func append(
    _ table: TableView, to markdown: inout String, cells: inout CellRenderings,
    sink: some TextSink
  ) {
    markdown += "### \(table.title.markdownEscaped)\n\n*\(table.caption.markdownEscaped)*\n\n"
    if !table.remark.isEmpty { markdown += render(table.remark) + "\n\n" }
    markdown += "| "
    markdown += table.corner.markdownEscaped
    for column in table.columns {
      markdown += " | "
      markdown += column.label.markdownEscaped
    }
    markdown += " |\n| ---"
    for _ in table.columns { markdown += " | ---" }
    markdown += " |\n"
    for row in table.rows {
      append(row, to: &markdown, cells: &cells)
      sink.writeBlock(of: &markdown)
    }
  }

  /// Appends a table row and its line feed.
  private static func append(
    _ row: TableView.Row, to markdown: inout String, cells: inout CellRenderings
  ) {
    markdown += "| "
    markdown += row.heading.label.markdownEscaped
    for cell in row.cells {
      markdown += cells.rendering(of: cell.runs) { " | " + render($0) }
    }
    markdown += " |\n"
  }

  /// Returns a cell's runs: marks that differ from the engine in bold, notes as `[slug]`.
  private static func render(_ runs: [Run]) -> String {
    var markdown = ""
    for run in runs {
      switch run {
      case .text(let text), .mark(.agrees, let text): markdown += text.markdownEscaped
      case .mark(_, let text): markdown += "**\(text.markdownEscaped)**"
      case .footnote(let slug): markdown += " " + "[\(slug)]".markdownEscaped
      case .lineBreak: markdown += "<br>"
      }
    }
    return markdown
  }
}
