import Foundation
import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// Renders a page as one self-contained HTML page: inline style and script, a table of contents,
/// a filter box that works offline, a legend, accessible tables, and the notes anchored by slug,
/// each with a link back to its first reference.
///
/// Every text goes through ``Swift/String/htmlEscaped``; only the templates, the style and the
/// script, which are the tool's or the user's own files, are inserted as they are.
public enum HTMLFormatter: PageFormatter {
  /// Writes the page as HTML.
  public static func write(
    _ page: TablePage, rows: some Sequence<TableView.Row>, options: RenderOptions,
    to sink: some TextSink
  ) {
    let page = page.liftingColumnNotes()
    let columns = ColumnLabelStyle(
      prefix: "columns", rows: page.tables.map { $0.columns.map(\.label) },
      includeRowHeading: false)
    let referenced = referencedNotes(page)
    let values = values(
      view: page.view.rawValue, language: page.language, title: page.title, intro: page.intro,
      contents: ContentsEntry.entries(of: page), legend: page.legend, footnotes: page.footnotes,
      referenced: referenced, options: options
    ).merging([
      "style": options.templates[.pageCSS].filled([:]) + columns.style,
      "filter": filter(page, templates: options.templates),
    ]) { $1 }
    var writer = TablesWriter(columns: columns, unreferenced: referenced)
    writer.html += options.generatedNotice.map { "<!-- \($0.htmlCommentEscaped) -->\n" } ?? ""
    // The tables go where the template's parsed segments place them, as their rows are made;
    // no marker in the text, which could also occur in a user's template, says where.
    for segment in options.templates[.pageHTML].segments {
      switch segment {
      case .text(let text): writer.html += text
      case .placeholder("tables"): writer.write(page, rows: rows, to: sink)
      // A parsed template holds only the placeholders its kind offers, each given a value above.
      case .placeholder(let name): writer.html += values[name]!
      }
    }
    sink.write(writer.html)
  }

  /// Returns the values of the page template's placeholders that every page has: all but the
  /// tables, with no filter.
  ///
  /// - Parameters:
  ///   - view: the page's name, such as a view's.
  ///   - language: the language of the page.
  ///   - title: the page's title.
  ///   - intro: the paragraph under the title.
  ///   - contents: the parts of the page its table of contents links.
  ///   - groups: the legend.
  ///   - footnotes: the notes.
  ///   - referenced: the notes the page refers to, whose first reference each note links back to.
  ///   - options: the templates and the links to the pages beside this one.
  /// - Returns: the values, by placeholder.
  static func values(
    view: String, language: Language, title: String, intro: String, contents: [ContentsEntry],
    legend groups: [TablePage.LegendGroup], footnotes: [Footnote], referenced: Set<String>,
    options: RenderOptions
  ) -> [String: String] {
    [
      "lang": language.rawValue.htmlEscaped, "view": view.htmlEscaped,
      "title": title.htmlEscaped, "intro": intro.htmlEscaped, "pages": pages(options.pages),
      "style": options.templates[.pageCSS].filled([:]),
      "script": options.templates[.pageJS].filled([:]), "filter": "",
      "contents": Self.contents(contents, notes: !footnotes.isEmpty, language: language),
      "legend": legend(groups, language: language),
      "notes": notes(footnotes, language: language, referenced: referenced),
    ]
  }

  /// Returns the links to the pages beside a page, the page itself marked as the current one;
  /// nothing when there are none.
  private static func pages(_ links: [PageLink]) -> String {
    guard !links.isEmpty else { return "" }
    let items = links.map { link in
      link.address.map { "<a href=\"\($0.htmlEscaped)\">\(link.label.htmlEscaped)</a>" }
        ?? "<strong aria-current=\"page\">\(link.label.htmlEscaped)</strong>"
    }
    return "<nav class=\"pages\">" + items.joined(separator: " · ") + "</nav>"
  }

  /// Returns the filter form: `filter.html` filled with the fields of ``FilterForm``.
  private static func filter(_ page: TablePage, templates: TemplateSet) -> String {
    let fields = FilterForm.fields(page)
    let form = templates[.filterForm].filled([
      "heading": Phrase.filter.text(page.language).htmlEscaped,
      "fields": fields.map { field($0, page.language) }.joined(separator: "\n"),
      "field-ids": fields.flatMap(\.elementIDs).joined(separator: " ").htmlEscaped,
    ])
    // The page puts the form on a line of its own, which the file's last line feed would end.
    return form.hasSuffix("\n") ? String(form.dropLast()) : form
  }

  /// Returns a field's label and control, one element a line, in a `<div class="field">` that
  /// keeps them together when the form wraps.
  ///
  /// A text field's `data-match` tells page.js how to match it: `range`, a release within the
  /// tables' range; `set`, exactly the names of the tables' set, or the sets that hold them all
  /// when the checkbox whose `data-supersets-of` names the field is ticked.
  private static func field(_ field: FilterForm.Field, _ language: Language) -> String {
    let id = field.elementID.htmlEscaped
    var lines = [
      "<div class=\"field\">", "<label for=\"\(id)\">\(field.label.htmlEscaped)</label>",
    ]
    let (match, example): (String, String)
    switch field.control {
    case .release(let text): (match, example) = ("range", text)
    case .members(let text): (match, example) = ("set", text)
    case .choice(let choices):
      let any = (value: "", text: Phrase.any.text(language))
      let options = [any] + choices.map { (value: $0.value, text: "\($0.value) · \($0.label)") }
      lines.append("<select id=\"\(id)\" name=\"\(field.id.htmlEscaped)\">")
      lines += options.map {
        "<option value=\"\($0.value.htmlEscaped)\">\($0.text.htmlEscaped)</option>"
      }
      lines += ["</select>", "</div>"]
      return lines.joined(separator: "\n")
    }
    lines.append(
      "<input id=\"\(id)\" name=\"\(field.id.htmlEscaped)\" type=\"search\" "
        + "data-match=\"\(match)\" placeholder=\"\(example.htmlEscaped)\" autocomplete=\"off\">")
    if case .members = field.control {
      lines.append(
        "<label class=\"option\"><input id=\"\(field.supersetsElementID.htmlEscaped)\" "
          + "name=\"\(field.supersetsName.htmlEscaped)\" type=\"checkbox\" value=\"1\" "
          + "data-supersets-of=\"\(field.id.htmlEscaped)\"> "
          + "\(Phrase.includeSupersets.text(language).htmlEscaped)</label>")
    }
    lines.append("</div>")
    return lines.joined(separator: "\n")
  }

  /// Returns the table of contents: a link to every part of the page, and to the notes.
  ///
  /// A `<details>` element, so that it folds away on a phone without a script; the style sheet
  /// makes it a sidebar on wide screens, where page.js opens it.
  ///
  /// - Parameters:
  ///   - entries: the parts of the page, such as its sections and their tables.
  ///   - notes: whether the page has notes.
  ///   - language: the language of the page.
  /// - Returns: the contents as HTML.
  private static func contents(_ entries: [ContentsEntry], notes: Bool, language: Language)
    -> String
  {
    let title = Phrase.contents.text(language).htmlEscaped
    var lines = [
      "<nav class=\"toc\" id=\"contents\" aria-label=\"\(title)\">", "<details>",
      "<summary>\(title)</summary>", "<ol>",
    ]
    func item(_ entry: ContentsEntry) {
      let link = "<li><a href=\"\(fragment(entry.id))\">\(breakable(entry.title.htmlEscaped))</a>"
      guard !entry.children.isEmpty else {
        lines.append(link + "</li>")
        return
      }
      lines += [link, "<ol>"]
      entry.children.forEach(item)
      lines += ["</ol>", "</li>"]
    }
    entries.forEach(item)
    if notes {
      lines.append("<li><a href=\"#notes\">\(Phrase.notes.text(language).htmlEscaped)</a></li>")
    }
    lines += ["</ol>", "</details>", "</nav>"]
    return lines.joined(separator: "\n")
  }

  /// Returns a link to an element by its `id`, percent-encoded and escaped for an attribute.
  private static func fragment(_ id: String) -> String {
    "#" + (id.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? id).htmlEscaped
  }

  /// Returns escaped text with a line-break opportunity after each `+`, so that a set of
  /// callbacks such as `legacyReceive+fetchReceive+willPresent` wraps in a narrow column.
  private static func breakable(_ html: String) -> String {
    html.replacingAll("+", with: "+<wbr>")
  }

  private static func legend(_ groups: [TablePage.LegendGroup], language: Language) -> String {
    var lines = [
      "<details class=\"legend\">",
      "<summary>\(Phrase.legend.text(language).htmlEscaped)</summary>",
    ]
    for group in groups {
      if let title = group.title { lines.append("<h3>\(title.htmlEscaped)</h3>") }
      if group.items.allSatisfy({ $0.term == nil }) {
        lines.append("<ul>")
        lines += group.items.map { "<li>\($0.text.htmlEscaped)</li>" }
        lines.append("</ul>")
      } else {
        lines.append("<dl>")
        lines += group.items.map {
          "<dt>\(($0.term ?? "").htmlEscaped)</dt><dd>\($0.text.htmlEscaped)</dd>"
        }
        lines.append("</dl>")
      }
    }
    lines.append("</details>")
    return lines.joined(separator: "\n")
  }

  /// Writes tables through one string.
  ///
  /// Pages run to a megabyte, and the long view to gigabytes, so everything is appended to one
  /// string as it is escaped, with no strings for lines in between, and handed to the sink a
  /// block at a time; each distinct cell and set of facets is rendered once.
  ///
  /// The first reference to each note gets the `id` its note's back-link leads to; those few
  /// cells are rendered apart, so that the cells rendered once stay free of ids.
  private struct TablesWriter {
    var html = ""
    private let columns: ColumnLabelStyle
    /// The notes whose first reference is still to be written.
    private var unreferenced: Set<String>
    private var cells = CellRenderings()
    private var attributeTexts: [Facets: String] = [:]

    init(columns: ColumnLabelStyle, unreferenced: Set<String>) {
      self.columns = columns
      self.unreferenced = unreferenced
      html.reserveCapacity(1 << 17)
    }

    /// Writes the page's sections of tables, one line per row, the last table followed by
    /// `rows`.
    mutating func write(
      _ page: TablePage, rows: some Sequence<TableView.Row>, to sink: some TextSink
    ) {
      let last = page.lastTablePosition
      for (index, section) in page.sections.enumerated() {
        if index > 0 { html += "\n" }
        html += "<section class=\"view-group\" id=\"\(ContentsEntry.groupID(index))\">\n"
        if !section.title.isEmpty { html += "<h2>\(breakable(section.title.htmlEscaped))</h2>\n" }
        for (position, table) in section.tables.enumerated() {
          writeHead(table)
          for row in table.rows {
            write(row)
            sink.writeBlock(of: &html)
          }
          if last?.section == index && last?.table == position {
            for row in rows {
              write(row)
              sink.writeBlock(of: &html)
            }
          }
          html += "</tbody>\n</table>\n</section>\n"
        }
        html += "</section>"
      }
    }

    /// Writes what comes before a table's rows.
    private mutating func writeHead(_ table: TableView) {
      html += "<section class=\"view-table \(columns.className(of: table.columns.map(\.label)))\" "
      html += "id=\"\(table.id.htmlEscaped)\""
      html += attributes(table.facets)
      html += ">\n<h3>\(breakable(table.title.htmlEscaped))</h3>\n"
      if !table.remark.isEmpty {
        let remark = render(table.remark) { unreferenced.remove($0) != nil }
        html += "<p class=\"remark\">\(remark)</p>\n"
      }
      html += "<table>\n"
      html += "<caption>\(table.caption.htmlEscaped)</caption>\n"
      html += "<thead><tr><th scope=\"col\">\(table.corner.htmlEscaped)</th>"
      for column in table.columns {
        html += "<th scope=\"col\""
        html += attributes(column.facets)
        html += ">"
        html += column.label.htmlEscaped
        html += "</th>"
      }
      html += "</tr></thead>\n<tbody>\n"
    }

    /// Writes a row and a line feed.
    private mutating func write(_ row: TableView.Row) {
      html += "<tr"
      html += attributes(row.heading.facets)
      html += "><th scope=\"row\">"
      html += breakable(row.heading.label.htmlEscaped)
      html += "</th>"
      for cell in row.cells {
        let differs = cell.observations.contains(where: { $0.verdict != .agrees })
        if !unreferenced.isEmpty && cell.runs.contains(where: isUnreferenced) {
          let content = render(cell.runs) { unreferenced.remove($0) != nil }
          html += differs ? "<td class=\"differs\">\(content)</td>" : "<td>\(content)</td>"
        } else if differs {
          html += "<td class=\"differs\">\(render(cell.runs))</td>"
        } else {
          html += cells.rendering(of: cell) { "<td>\(render($0))</td>" }
        }
      }
      html += "</tr>\n"
    }

    /// Whether a run refers to a note whose first reference is still to be written.
    private func isUnreferenced(_ run: Run) -> Bool {
      guard case .footnote(let slug) = run else { return false }
      return unreferenced.contains(slug)
    }

    /// Returns the `data-` attributes the filter script reads, each with a leading space.
    private mutating func attributes(_ facets: Facets) -> String {
      if let text = attributeTexts[facets] { return text }
      // Every row of the long view has facets of its own: start over rather than keep them all.
      if attributeTexts.count >= CellRenderings.limit { attributeTexts.removeAll() }
      let text = HTMLFormatter.attributes(facets)
      attributeTexts[facets] = text
      return text
    }
  }

  /// Returns a cell's runs, each mark styled by its verdict and each note linked.
  ///
  /// - Parameters:
  ///   - runs: the cell's runs.
  ///   - isFirstReference: whether a reference to a note is the page's first, which gets the
  ///     `id` that the note's back-link leads to.
  /// - Returns: the cell's content as HTML.
  private static func render(_ runs: [Run], isFirstReference: (String) -> Bool = { _ in false })
    -> String
  {
    var html = ""
    for run in runs {
      switch run {
      case .text(let text):
        html += text.htmlEscaped
      case .mark(let verdict, let text):
        // A folded row's mark names the set observed, which may break after each +.
        html += "<span class=\"mark \(verdict.rawValue)\">\(breakable(text.htmlEscaped))</span>"
      case .footnote(let slug):
        // No <sup>: the style sheet raises a cell's links, and pages hold thousands of them.
        html += " " + reference(to: slug, first: isFirstReference(slug))
      case .lineBreak:
        html += "<br>"
      }
    }
    return html
  }

  /// Returns a link to a note, the note's first reference on the page with the `id` its
  /// back-link leads to.
  ///
  /// - Parameters:
  ///   - slug: the note's slug, which the link shows.
  ///   - first: whether this is the page's first reference to the note.
  /// - Returns: the link as HTML.
  static func reference(to slug: String, first: Bool) -> String {
    let anchor = Footnote.anchor(slug)
    return first
      ? "<a id=\"\(referenceID(anchor))\" href=\"#\(anchor)\">\(slug.htmlEscaped)</a>"
      : "<a href=\"#\(anchor)\">\(slug.htmlEscaped)</a>"
  }

  /// Returns the `id` of a note's first reference, from the note's anchor.
  private static func referenceID(_ anchor: String) -> String { "ref-" + anchor }

  /// Returns the slugs of the notes that the page's tables refer to, in their remarks or cells.
  private static func referencedNotes(_ page: TablePage) -> Set<String> {
    var slugs: Set<String> = []
    for table in page.tables {
      for case .footnote(let slug) in table.remark { slugs.insert(slug) }
      for row in table.rows {
        for cell in row.cells {
          for case .footnote(let slug) in cell.runs { slugs.insert(slug) }
        }
      }
    }
    return slugs
  }

  /// Returns the notes, each referenced one with a link back to its first reference.
  ///
  /// page.js makes the link lead back to the very reference the reader followed instead.
  private static func notes(
    _ footnotes: [Footnote], language: Language, referenced: Set<String>
  ) -> String {
    guard !footnotes.isEmpty else { return "" }
    let back = Phrase.backToReference.text(language).htmlEscaped
    var lines = [
      "<section class=\"notes\" id=\"notes\">",
      "<h2>\(Phrase.notes.text(language).htmlEscaped)</h2>", "<dl>",
    ]
    lines += footnotes.map {
      let anchor = Footnote.anchor($0.slug)
      let backLink =
        referenced.contains($0.slug)
        ? " <a class=\"back\" href=\"#\(referenceID(anchor))\" title=\"\(back)\" "
          + "aria-label=\"\(back)\">↩</a>" : ""
      return "<dt id=\"\(anchor)\">\($0.slug.htmlEscaped) "
        + "<small>(\($0.label.htmlEscaped))</small>\(backLink)</dt><dd>"
        + HTMLWriter.inline($0.text(in: language)) + "</dd>"
    }
    lines += ["</dl>", "</section>"]
    return lines.joined(separator: "\n")
  }

  /// Returns the `data-` attributes the filter script reads, each with a leading space.
  static func attributes(_ facets: Facets) -> String {
    var pairs: [(String, String)] = []
    if let first = facets.versions.first, let last = facets.versions.last {
      pairs += [("os-min", versionKey(first)), ("os-max", versionKey(last))]
    }
    pairs += facets.values.map { ($0.axis.option, $0.identifier) }
    return pairs.map { " data-\($0)=\"\($1.htmlEscaped)\"" }.joined()
  }

  /// Returns a release as text that sorts like the release, such as `0012.0003.0001`.
  private static func versionKey(_ version: OSVersion) -> String {
    [version.major, version.minor, version.patch].map {
      let digits = String($0)
      return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }.joined(separator: ".")
  }
}
