/// Renders a page as one self-contained HTML page: inline style and script, a filter box that
/// works offline, a legend, accessible tables, and the notes anchored by slug.
///
/// Every text goes through ``Swift/String/htmlEscaped``; only the templates, the style and the
/// script, which are the tool's or the user's own files, are inserted as they are.
public enum HTMLFormatter {
  /// Returns the page as HTML.
  public static func format(_ page: TablePage, options: RenderOptions) -> String {
    let language = page.language
    let body = options.templates[.pageHTML].filled([
      "lang": language.rawValue.htmlEscaped, "view": page.view.rawValue.htmlEscaped,
      "title": page.title.htmlEscaped, "intro": page.intro.htmlEscaped,
      "style": options.templates[.pageCSS].filled([:]),
      "script": options.templates[.pageJS].filled([:]),
      "filter": filter(page), "legend": legend(page), "tables": tables(page),
      "notes": notes(page),
    ])
    return (options.generatedNotice.map { "<!-- \($0.htmlCommentEscaped) -->\n" } ?? "") + body
  }

  private static func filter(_ page: TablePage) -> String {
    let language = page.language
    let states = AppState.allCases.map {
      "<option value=\"\($0.rawValue)\">"
        + "\($0.rawValue) · \(Phrase.label($0).text(language))".htmlEscaped + "</option>"
    }
    return """
      <form id="filter" class="filter" role="search">
      <strong>\(Phrase.filter.text(language).htmlEscaped)</strong>
      <label for="filter-os">\(Phrase.filterOS.text(language).htmlEscaped)</label>
      <input id="filter-os" name="os" type="search" placeholder="12.3.1" autocomplete="off">
      <label for="filter-state">\(Phrase.filterState.text(language).htmlEscaped)</label>
      <select id="filter-state" name="state">
      <option value="">\(Phrase.any.text(language).htmlEscaped)</option>
      \(states.joined(separator: "\n"))
      </select>
      <label for="filter-callbacks">\(Phrase.filterCallbacks.text(language).htmlEscaped)</label>
      <input id="filter-callbacks" name="callbacks" type="search" placeholder="fetchReceive+willPresent" autocomplete="off">
      <output id="filter-count" for="filter-os filter-state filter-callbacks"></output>
      </form>
      """
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

  /// Returns the sections of tables, one line per row.
  private static func tables(_ page: TablePage) -> String {
    var writer = TablesWriter()
    for (index, section) in page.sections.enumerated() {
      if index > 0 { writer.html += "\n" }
      writer.html += "<section class=\"view-group\" id=\"group-\(index + 1)\">\n"
      if !section.title.isEmpty { writer.html += "<h2>\(section.title.htmlEscaped)</h2>\n" }
      for table in section.tables { writer.write(table) }
      writer.html += "</section>"
    }
    return writer.html
  }

  /// Writes tables into one string.
  ///
  /// Pages run to a megabyte, so everything is appended to one string as it is escaped, with no
  /// strings for lines in between; each distinct cell and set of facets is rendered once.
  private struct TablesWriter {
    var html = ""
    private var agreeingCells = CellRenderings()
    private var differingCells = CellRenderings()
    private var attributeTexts: [Facets: String] = [:]

    init() { html.reserveCapacity(1 << 20) }

    /// Writes a table and a line feed.
    mutating func write(_ table: TableView) {
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
      for row in table.rows {
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
      html += "</tbody>\n</table>\n</section>\n"
    }

    /// Writes a source as a link to its address, or as its title when it has none.
    private static func link(_ source: Source) -> String {
      guard let url = source.url else { return source.title.htmlEscaped }
      return "<a href=\"\(url.htmlEscaped)\">\(source.title.htmlEscaped)</a>"
    }

    /// Returns the `data-` attributes the filter script reads, each with a leading space.
    private mutating func attributes(_ facets: Facets) -> String {
      if let text = attributeTexts[facets] { return text }
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
    if let state = facets.state { pairs.append(("state", state.rawValue)) }
    if let callbacks = facets.callbacks { pairs.append(("callbacks", callbacks.description)) }
    if let presentation = facets.presentation {
      pairs.append(("presentation", presentation.rawValue))
    }
    if let payload = facets.payload { pairs.append(("payload", payload.rawValue)) }
    if let mode = facets.backgroundMode { pairs.append(("background-mode", mode.rawValue)) }
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
