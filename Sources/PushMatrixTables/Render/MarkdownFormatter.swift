import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// Renders a page as GitHub-flavoured Markdown: the head template with a table of contents, a
/// table per view table, and the notes, each note anchored by its slug and linked from the cells.
///
/// Sections and tables are anchored by the `id`s the HTML page gives them, with inline
/// `<a id>` as the notes already were: GitHub keeps such anchors (and makes `#id` find them),
/// where the anchors it derives from headings repeat for the many tables titled alike.
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
    let page = page.liftingColumnNotes()
    let references = References(page.footnotes)
    let footnotes = footnotes(of: page, in: options.part)
    var markdown = opening(page, footnotes: footnotes, options: options)
    markdown.reserveCapacity(1 << 17)
    var cells = CellRenderings()
    for index in options.part?.sections ?? page.sections.indices {
      append(
        section: index, of: page, rows: rows, to: &markdown, cells: &cells,
        references: references, sink: sink)
    }
    markdown += closing(footnotes, references: references, language: page.language)
    sink.write(markdown)
  }

  /// Returns the notes a page, or a part of a page split into files, holds: a part holds those
  /// its sections cite.
  static func footnotes(of page: TablePage, in part: PagePart?) -> [Footnote] {
    guard let part else { return page.footnotes }
    let cited = citedNotes(page, part.sections)
    return page.footnotes.filter { cited.contains($0.slug) }
  }

  /// Returns what a page, or a part of one, has before its sections: the generated line and the
  /// head.
  static func opening(
    _ page: TablePage, footnotes: [Footnote], options: RenderOptions
  ) -> String {
    let notice = options.generatedNotice.map { "<!-- \($0.htmlCommentEscaped) -->\n" } ?? ""
    return notice
      + head(
        view: page.view.rawValue, language: page.language, title: page.title, intro: page.intro,
        contents: contents(of: page, part: options.part), hasNotes: !footnotes.isEmpty,
        legend: page.legend, options: options)
  }

  /// Returns what a page, or a part of one, has after its sections: its notes and the
  /// definitions of the links to them.
  static func closing(
    _ footnotes: [Footnote], references: References, language: Language
  ) -> String {
    let definitions = references.definitions(of: footnotes)
    return notes(footnotes, language: language)
      + (definitions.isEmpty ? "" : "\n" + definitions.joined(separator: "\n") + "\n")
  }

  /// Appends a section: its heading, when it has a title, and its tables, the last table of the
  /// page followed by `rows`, handing full blocks to the sink.
  ///
  /// What it appends depends on the page alone, not on the part of the page it is in, so a page
  /// split into files renders each section once (``parts(_:options:budget:limit:address:)``).
  static func append(
    section index: Int, of page: TablePage, rows: some Sequence<TableView.Row>,
    to markdown: inout String, cells: inout CellRenderings, references: References,
    sink: some TextSink
  ) {
    let section = page.sections[index]
    let last = page.lastTablePosition
    if !section.title.isEmpty {
      markdown +=
        "\n"
        + MarkdownWriter().blocks([.heading(2, section.title, id: ContentsEntry.groupID(index))])
        + "\n"
    }
    for (position, table) in section.tables.enumerated() {
      markdown += "\n"
      append(table, to: &markdown, cells: &cells, references: references, sink: sink)
      guard last?.section == index && last?.table == position else { continue }
      for row in rows {
        append(row, to: &markdown, cells: &cells, references: references)
        sink.writeBlock(of: &markdown)
      }
    }
  }

  /// Returns the head of a page: the head template filled, ending in a line feed.
  ///
  /// - Parameters:
  ///   - view: the page's name, such as a view's.
  ///   - language: the language of the page.
  ///   - title: the page's title.
  ///   - intro: the paragraph under the title.
  ///   - contents: the parts of the page its table of contents links.
  ///   - hasNotes: whether the page has notes, which the contents link too.
  ///   - groups: the legend.
  ///   - options: the templates and the links to the pages beside this one.
  /// - Returns: the head.
  static func head(
    view: String, language: Language, title: String, intro: String, contents: [ContentsEntry],
    hasNotes: Bool, legend groups: [TablePage.LegendGroup], options: RenderOptions
  ) -> String {
    let head = options.templates[.markdownHead].filled([
      "lang": language.rawValue.markdownEscaped, "view": view.markdownEscaped,
      "title": title.markdownEscaped, "intro": intro.markdownEscaped,
      "pages": pages(options.pages) + parts(options.part, language: language),
      "contents": Self.contents(contents, hasNotes: hasNotes, language: language),
      "legend": legend(groups),
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

  /// Returns the line that links the parts of a page split into files, after a blank line;
  /// nothing for a page in one file.
  private static func parts(_ part: PagePart?, language: Language) -> String {
    guard let part else { return "" }
    let links = part.files.enumerated().map { index, file in
      index == part.index
        ? "**\(index + 1)**" : "[\(index + 1)](\(file.address.markdownLinkDestination))"
    }
    return "\n\n"
      + Phrase.pageParts.text(language, String(part.index + 1), String(part.files.count))
      .markdownEscaped + " " + links.joined(separator: " · ")
  }

  /// Returns the entries of a page's contents: every section's, those of the sections in other
  /// parts of a page split into files linked into their files.
  private static func contents(of page: TablePage, part: PagePart?) -> [ContentsEntry] {
    page.sections.indices.flatMap { index in
      let address = part?.address(ofSection: index)
      return ContentsEntry.entries(ofSection: index, in: page).map { entry in
        var entry = entry
        entry.address = address
        entry.children = entry.children.map {
          var child = $0
          child.address = address
          return child
        }
        return entry
      }
    }
  }

  /// Returns the slugs of the notes that some sections' tables cite, in a remark or a cell.
  private static func citedNotes(_ page: TablePage, _ sections: Range<Int>) -> Set<String> {
    var slugs: Set<String> = []
    for table in page.sections[sections].flatMap(\.tables) {
      for case .footnote(let slug) in table.remark { slugs.insert(slug) }
      for row in table.rows {
        for cell in row.cells {
          for case .footnote(let slug) in cell.runs { slugs.insert(slug) }
        }
      }
    }
    return slugs
  }

  /// Returns the section of the notes, each anchored by its slug, or nothing when there are none.
  static func notes(_ footnotes: [Footnote], language: Language) -> String {
    guard !footnotes.isEmpty else { return "" }
    let notes = footnotes.map { footnote in
      Document.ListItem(
        [.strong([.text(footnote.slug)]), .text(" (\(footnote.label)): ")]
          + footnote.text(in: language), id: Footnote.anchor(footnote.slug))
    }
    return "\n"
      + MarkdownWriter().blocks([
        .heading(2, Phrase.notes.text(language), id: "notes"), .list(notes),
      ]) + "\n"
  }

  /// Returns the table of contents: a folded list of links to every part of the page, and to
  /// the notes; nothing for a page without parts.
  ///
  /// A `<details>` element, which GitHub folds, so that the list does not push the page down.
  ///
  /// - Parameters:
  ///   - entries: the parts of the page, such as its sections and their tables.
  ///   - hasNotes: whether the page has notes.
  ///   - language: the language of the page.
  /// - Returns: the contents.
  private static func contents(_ entries: [ContentsEntry], hasNotes: Bool, language: Language)
    -> String
  {
    guard !entries.isEmpty else { return "" }
    func link(_ entry: ContentsEntry) -> Document.ListItem {
      Document.ListItem([.link([.text(entry.title)], to: (entry.address ?? "") + "#" + entry.id)])
    }
    var items = entries.map { entry in
      var item = link(entry)
      if !entry.children.isEmpty { item.children = [.list(entry.children.map(link))] }
      return item
    }
    if hasNotes {
      items.append(Document.ListItem([.link([.text(Phrase.notes.text(language))], to: "#notes")]))
    }
    return MarkdownWriter().blocks([
      .details(summary: [.text(Phrase.contents.text(language))], [.list(items)])
    ])
  }

  /// Returns the legend: each group's title in bold, then its items, each term in bold.
  private static func legend(_ groups: [TablePage.LegendGroup]) -> String {
    MarkdownWriter().blocks(
      groups.flatMap { group -> [Document.Block] in
        let items = group.items.map { item in
          Document.ListItem(
            (item.term.map { [.strong([.text($0)]), ": "] } ?? []) + [.text(item.text)])
        }
        return (group.title.map { [.paragraph([.strong([.text($0)])])] } ?? []) + [.list(items)]
      })
  }

  /// Appends a table, each line with its line feed, handing full blocks to the sink.
  private static func append(
    _ table: TableView, to markdown: inout String, cells: inout CellRenderings,
    references: References, sink: some TextSink
  ) {
    markdown += MarkdownWriter().blocks([.heading(3, table.title, id: table.id)]) + "\n\n"
    markdown += "*\(table.caption.markdownEscaped)*\n\n"
    if !table.remark.isEmpty { markdown += render(table.remark, references: references) + "\n\n" }
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
      append(row, to: &markdown, cells: &cells, references: references)
      sink.writeBlock(of: &markdown)
    }
  }

  /// Appends a table row and its line feed.
  private static func append(
    _ row: TableView.Row, to markdown: inout String, cells: inout CellRenderings,
    references: References
  ) {
    markdown += "| "
    markdown += row.heading.label.markdownEscaped
    for cell in row.cells {
      markdown += cells.rendering(of: cell) { " | " + render($0, references: references) }
    }
    markdown += " |\n"
  }

  /// Returns a cell's runs: marks that differ from the engine in bold, notes as `[slug]` linked
  /// to the note.
  private static func render(_ runs: [Run], references: References) -> String {
    var markdown = ""
    for run in runs {
      switch run {
      case .text(let text), .mark(.agrees, let text): markdown += text.markdownEscaped
      case .mark(_, let text): markdown += "**\(text.markdownEscaped)**"
      case .footnote(let slug): markdown += " " + references.reference(slug)
      case .lineBreak: markdown += "<br>"
      }
    }
    return markdown
  }
}
