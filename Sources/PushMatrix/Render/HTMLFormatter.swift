/// Renders a page as one self-contained HTML page: inline style and script, a filter box that
/// works offline, a legend, accessible tables, and the notes anchored by slug.
///
/// Every text goes through ``Swift/String/htmlEscaped``; only the templates, the style and the
/// script, which are the tool's or the user's own files, are inserted as they are.
public enum HTMLFormatter: PageFormatter {
  /// Writes the page as HTML.
  public static func write(
    _ page: TablePage, rows: some Sequence<TableView.Row>, options: RenderOptions,
    to sink: some TextSink
  ) {
    let language = page.language
    let values = [
      "lang": language.rawValue.htmlEscaped, "view": page.view.rawValue.htmlEscaped,
      "title": page.title.htmlEscaped, "intro": page.intro.htmlEscaped,
      "style": options.templates[.pageCSS].filled([:]),
      "script": options.templates[.pageJS].filled([:]),
      "filter": filter(page, templates: options.templates), "legend": legend(page),
      "notes": notes(page),
    ]
    var writer = TablesWriter()
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

  /// Returns the filter form: `filter.html` filled with the fields of ``FilterForm``.
  private static func filter(_ page: TablePage, templates: TemplateSet) -> String {
    let fields = FilterForm.fields(page)
    let form = templates[.filterForm].filled([
      "heading": Phrase.filter.text(page.language).htmlEscaped,
      "fields": fields.map { field($0, page.language) }.joined(separator: "\n"),
      "field-ids": fields.map(\.elementID).joined(separator: " ").htmlEscaped,
    ])
    // The page puts the form on a line of its own, which the file's last line feed would end.
    return form.hasSuffix("\n") ? String(form.dropLast()) : form
  }

  /// Returns a field's label and control, one element a line.
  ///
  /// A text field's `data-match` tells page.js how to match it: `range`, a release within the
  /// tables' range; `all`, names the tables' set holds every one of.
  private static func field(_ field: FilterForm.Field, _ language: Language) -> String {
    let id = field.elementID.htmlEscaped
    let label = "<label for=\"\(id)\">\(field.label.htmlEscaped)</label>\n"
    let (match, example): (String, String)
    switch field.control {
    case .release(let text): (match, example) = ("range", text)
    case .members(let text): (match, example) = ("all", text)
    case .choice(let choices):
      let any = (value: "", text: Phrase.any.text(language))
      let options = [any] + choices.map { (value: $0.value, text: "\($0.value) · \($0.label)") }
      let lines = options.map {
        "<option value=\"\($0.value.htmlEscaped)\">\($0.text.htmlEscaped)</option>"
      }
      return label + "<select id=\"\(id)\" name=\"\(field.id.htmlEscaped)\">\n"
        + lines.joined(separator: "\n") + "\n</select>"
    }
    return label + "<input id=\"\(id)\" name=\"\(field.id.htmlEscaped)\" type=\"search\" "
      + "data-match=\"\(match)\" placeholder=\"\(example.htmlEscaped)\" autocomplete=\"off\">"
  }

  private static func legend(_ page: TablePage) -> String {
    var lines = [
      "<details class=\"legend\">",
      "<summary>\(Phrase.legend.text(page.language).htmlEscaped)</summary>",
    ]
    for group in page.legend {
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
  private struct TablesWriter {
    var html = ""
    private var agreeingCells = CellRenderings()
    private var differingCells = CellRenderings()
    private var attributeTexts: [Facets: String] = [:]

    init() { html.reserveCapacity(1 << 17) }

    /// Writes the page's sections of tables, one line per row, the last table followed by
    /// `rows`.
    mutating func write(
      _ page: TablePage, rows: some Sequence<TableView.Row>, to sink: some TextSink
    ) {
      let last = page.lastTablePosition
      for (index, section) in page.sections.enumerated() {
        if index > 0 { html += "\n" }
        html += "<section class=\"view-group\" id=\"group-\(index + 1)\">\n"
        if !section.title.isEmpty { html += "<h2>\(section.title.htmlEscaped)</h2>\n" }
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
      html += "<section class=\"view-table\" id=\"\(table.id.htmlEscaped)\""
      html += attributes(table.facets)
      html += ">\n<h3>\(table.title.htmlEscaped)</h3>\n<table>\n"
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
      html += row.heading.label.htmlEscaped
      html += "</th>"
      for cell in row.cells {
        if cell.observations.contains(where: { $0.verdict != .agrees }) {
          html += differingCells.rendering(of: cell.runs) {
            "<td class=\"differs\">\(render($0))</td>"
          }
        } else {
          html += agreeingCells.rendering(of: cell.runs) { "<td>\(render($0))</td>" }
        }
      }
      html += "</tr>\n"
    }

    /// Writes a source as a link to its address, or as its title when it has none.
    private static func link(_ source: Source) -> String {
      guard let url = source.url else { return source.title.htmlEscaped }
      return "<a href=\"\(url.htmlEscaped)\">\(source.title.htmlEscaped)</a>"
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
  private static func render(_ runs: [Run]) -> String {
    var html = ""
    for run in runs {
      switch run {
      case .text(let text):
        html += text.htmlEscaped
      case .mark(let verdict, let text):
        html += "<span class=\"mark \(verdict.rawValue)\">\(text.htmlEscaped)</span>"
      case .footnote(let slug):
        html += " <sup><a href=\"#\(Footnote.anchor(slug))\">\(slug.htmlEscaped)</a></sup>"
      case .lineBreak:
        html += "<br>"
      }
    }
    return html
  }

  private static func notes(_ page: TablePage) -> String {
    guard !page.footnotes.isEmpty else { return "" }
    var lines = [
      "<section class=\"notes\">", "<h2>\(Phrase.notes.text(page.language).htmlEscaped)</h2>",
      "<dl>",
    ]
    lines += page.footnotes.map {
      "<dt id=\"\(Footnote.anchor($0.slug))\">\($0.slug.htmlEscaped) "
        + "<small>(\($0.label.htmlEscaped))</small></dt><dd>"
        + $0.text(in: page.language, escape: \.htmlEscaped, cite: link) + "</dd>"
    }
    lines += ["</dl>", "</section>"]
    return lines.joined(separator: "\n")
  }

  /// Writes a source as a link to its address, or as its title when it has none.
  private static func link(_ source: Source) -> String {
    guard let url = source.url else { return source.title.htmlEscaped }
    return "<a href=\"\(url.htmlEscaped)\">\(source.title.htmlEscaped)</a>"
  }

  /// Returns the `data-` attributes the filter script reads, each with a leading space.
  private static func attributes(_ facets: Facets) -> String {
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
