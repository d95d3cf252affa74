import PushMatrixEngine
import PushMatrixIO
import PushMatrixTables

extension AppReportRenderer {
  /// Returns the page as one self-contained HTML page in the style of the generated docs: the
  /// shipped page template and style sheet, no script, every text through
  /// ``Swift/String/htmlEscaped``.
  ///
  /// Each table sits in a `view-table` box, as the docs pages' tables do, with a class naming
  /// its row of column headings (``ColumnLabelStyle``): on a phone the style sheet then lays each
  /// row out as a card, each cell after its column's heading, instead of a table wider than
  /// the screen.
  static func html(_ layout: AppReportLayout, templates: TemplateSet = .bundled) -> String {
    var sections: [(id: String, title: String, tables: [AppReportLayout.Table])] = [
      ("own-conditions", "Under the app's own conditions", layout.ranges),
      ("variants", AppReportLayout.variantsHeading, layout.variants),
    ]
    sections = sections.filter { !$0.tables.isEmpty || $0.id == "variants" }
    let profileTable = AppReportLayout.Table(
      id: "profile-fields", title: "", remark: nil, columns: ["field", "value"],
      rows: layout.fields.map { [$0, $1] })
    let labels = ColumnLabelStyle(
      prefix: "app-columns", rows: ([profileTable] + sections.flatMap(\.tables)).map(\.columns),
      includeRowHeading: true)
    var main = ["<section id=\"profile\">", "<h2>Profile</h2>"]
    main += table(profileTable, labelled: false, labels: labels)
    if !layout.basis.isEmpty {
      main.append("<h3 id=\"profile-basis\">\(AppReportLayout.basisHeading.htmlEscaped)</h3>")
      main += ["<ul>"] + layout.basis.map { "<li>\($0.htmlEscaped)</li>" } + ["</ul>"]
    }
    main +=
      ["<ul class=\"remark\">"]
      + (layout.legend + layout.adjustments).map {
        "<li>\($0.htmlEscaped)</li>"
      } + ["</ul>", "</section>"]
    for section in sections {
      main += ["<section id=\"\(section.id)\">", "<h2>\(section.title.htmlEscaped)</h2>"]
      if section.id == "variants" {
        main.append("<p class=\"remark\">\(AppReportLayout.variantsIntro.htmlEscaped)</p>")
      }
      for table in section.tables {
        main += ["<h3 id=\"\(table.id.htmlEscaped)\">\(table.title.htmlEscaped)</h3>"]
        if let remark = table.remark {
          main.append("<p class=\"remark\">\(remark.htmlEscaped)</p>")
        }
        main += self.table(table, labelled: true, labels: labels)
      }
      if section.id == "variants" && !layout.unchanged.isEmpty {
        main.append(
          "<p>No change: \(layout.unchanged.joined(separator: ", ").htmlEscaped)</p>")
      }
      main.append("</section>")
    }
    var findings = [
      "<section class=\"notes\" id=\"findings\">", "<h2>Findings</h2>",
      "<p>\(layout.findingCount.htmlEscaped)</p>", "<dl>",
    ]
    for finding in layout.findings {
      findings += [
        "<dt id=\"finding-\(finding.id.htmlEscaped)\"><strong>\(finding.level.rawValue)</strong> "
          + "<code>\(finding.id.htmlEscaped)</code></dt>",
        "<dd><p>\(finding.message.htmlEscaped)</p>",
      ]
      if !finding.rules.isEmpty {
        findings.append("<ul>")
        for rule in finding.rules {
          findings.append(
            "<li>rule <code>\(rule.id.htmlEscaped)</code> (\(rule.kind), \(rule.basis)): "
              + rule.summary.htmlEscaped + "<ul>"
              + rule.sources.map { source in
                let title = source.title.htmlEscaped
                let link =
                  source.url.map { "<a href=\"\($0.htmlEscaped)\">\(title)</a>" } ?? title
                return "<li>source: " + link
                  + (source.urlNote.map { " (\($0.htmlEscaped))" } ?? "") + "</li>"
              }.joined() + "</ul></li>")
        }
        findings.append("</ul>")
      }
      findings.append("</dd>")
    }
    findings += ["</dl>", "</section>"]
    let contents =
      ["<nav class=\"toc\" id=\"contents\" aria-label=\"Contents\">", "<ol>"]
      + [("profile", "Profile")].map { "<li><a href=\"#\($0)\">\($1)</a></li>" }
      + sections.map { section in
        "<li><a href=\"#\(section.id)\">\(section.title.htmlEscaped)</a><ol>"
          + section.tables.map {
            "<li><a href=\"#\($0.id.htmlEscaped)\">\($0.title.htmlEscaped)</a></li>"
          }.joined() + "</ol></li>"
      } + ["<li><a href=\"#findings\">Findings</a></li>", "</ol>", "</nav>"]
    return templates[.pageHTML].filled([
      "lang": "en", "view": "app", "title": layout.title.htmlEscaped,
      "intro":
        ("Every answer is the PushMatrix engine's, for this app's profile; "
        + "pushmatrix explain shows the rules and sources behind each cell.").htmlEscaped,
      "pages": "", "style": templates[.pageCSS].filled([:]) + labels.style,
      "contents": contents.joined(separator: "\n"), "filter": "", "legend": "",
      "tables": main.joined(separator: "\n"), "notes": findings.joined(separator: "\n"),
      "script": "",
    ])
  }

  /// Returns a table's lines in its box: a header row and body rows, the first column as row
  /// headings; `labelled` names the table by the heading above it, which has the table's
  /// identifier.
  private static func table(
    _ table: AppReportLayout.Table, labelled: Bool, labels: ColumnLabelStyle
  ) -> [String] {
    var lines = [
      "<div class=\"view-table \(labels.className(of: table.columns))\">",
      labelled ? "<table aria-labelledby=\"\(table.id.htmlEscaped)\">" : "<table>",
    ]
    lines.append(
      "<thead><tr>"
        + table.columns.map { "<th scope=\"col\">\($0.htmlEscaped)</th>" }.joined()
        + "</tr></thead>")
    lines.append("<tbody>")
    for row in table.rows {
      lines.append(
        "<tr><th scope=\"row\">\(row[0].htmlEscaped)</th>"
          + row.dropFirst().map { "<td>\($0.htmlEscaped)</td>" }.joined() + "</tr>")
    }
    lines += ["</tbody>", "</table>", "</div>"]
    return lines
  }
}
