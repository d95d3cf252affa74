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

  private static func tables(_ page: TablePage) -> String {
    var lines: [String] = []
    for (index, section) in page.sections.enumerated() {
      lines.append("<section class=\"view-group\" id=\"group-\(index + 1)\">")
      if !section.title.isEmpty { lines.append("<h2>\(section.title.htmlEscaped)</h2>") }
      for table in section.tables { lines += self.table(table) }
      lines.append("</section>")
    }
    return lines.joined(separator: "\n")
  }

  private static func table(_ table: TableView) -> [String] {
    var lines = [
      "<section class=\"view-table\" id=\"\(table.id.htmlEscaped)\"\(attributes(table.facets))>",
      "<h3>\(table.title.htmlEscaped)</h3>",
      "<table>",
      "<caption>\(table.caption.htmlEscaped)</caption>",
      "<thead><tr><th scope=\"col\">\(table.corner.htmlEscaped)</th>"
        + table.columns.map {
          "<th scope=\"col\"\(attributes($0.facets))>\($0.label.htmlEscaped)</th>"
        }.joined() + "</tr></thead>",
      "<tbody>",
    ]
    for row in table.rows {
      lines.append(
        "<tr\(attributes(row.heading.facets))><th scope=\"row\">"
          + "\(row.heading.label.htmlEscaped)</th>" + row.cells.map(cell).joined() + "</tr>")
    }
    lines += ["</tbody>", "</table>", "</section>"]
    return lines
  }

  private static func cell(_ cell: TableView.Cell) -> String {
    let differs = cell.observations.contains { $0.verdict != .agrees }
    let content = cell.runs.map { run in
      switch run {
      case .text(let text): text.htmlEscaped
      case .mark(let verdict, let text):
        "<span class=\"mark \(verdict.rawValue)\">\(text.htmlEscaped)</span>"
      case .footnote(let slug):
        " <sup><a href=\"#\(Footnote.anchor(slug))\">\(slug.htmlEscaped)</a></sup>"
      case .lineBreak: "<br>"
      }
    }.joined()
    return (differs ? "<td class=\"differs\">" : "<td>") + content + "</td>"
  }

  private static func notes(_ page: TablePage) -> String {
    guard !page.footnotes.isEmpty else { return "" }
    var lines = [
      "<section class=\"notes\">", "<h2>\(Phrase.notes.text(page.language).htmlEscaped)</h2>",
      "<dl>",
    ]
    lines += page.footnotes.map {
      "<dt id=\"\(Footnote.anchor($0.slug))\">\($0.slug.htmlEscaped) "
        + "<small>(\($0.label.htmlEscaped))</small></dt><dd>\($0.text.htmlEscaped)</dd>"
    }
    lines += ["</dl>", "</section>"]
    return lines.joined(separator: "\n")
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
