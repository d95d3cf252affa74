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
    markdown += head(
      view: page.view.rawValue, language: page.language, title: page.title, intro: page.intro,
      legend: page.legend, options: options)
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
    markdown += notes(page.footnotes, language: page.language)
    sink.write(markdown)
  }

  /// Returns the head of a page: the head template filled, ending in a line feed.
  static func head(
    view: String, language: Language, title: String, intro: String,
    legend groups: [TablePage.LegendGroup], options: RenderOptions
  ) -> String {
    let head = options.templates[.markdownHead].filled([
      "lang": language.rawValue.markdownEscaped, "view": view.markdownEscaped,
      "title": title.markdownEscaped, "intro": intro.markdownEscaped,
      "pages": pages(options.pages), "legend": legend(groups),
    ])
    return head.hasSuffix("\n") ? head : head + "\n"
  }

  /// Returns the links to the pages beside a page, the page itself in bold, on one line.
  private static func pages(_ links: [PageLink]) -> String {
    links.map { link in
      link.address.map { "[\(link.label.markdownEscaped)](\($0.markdownLinkDestination))" }
        ?? "**\(link.label.markdownEscaped)**"
    }.joined(separator: " · ")
  }

  /// Returns the section of the notes, each anchored by its slug, or nothing when there are none.
  static func notes(_ footnotes: [Footnote], language: Language) -> String {
    guard !footnotes.isEmpty else { return "" }
    var markdown = "\n## \(Phrase.notes.text(language).markdownEscaped)\n\n"
    for footnote in footnotes {
      markdown +=
        "- <a id=\"\(Footnote.anchor(footnote.slug))\"></a>**\(footnote.slug.markdownEscaped)** "
        + "(\(footnote.label.markdownEscaped)): "
        + footnote.text(in: language, escape: \.markdownEscaped, cite: link) + "\n"
    }
    return markdown
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
