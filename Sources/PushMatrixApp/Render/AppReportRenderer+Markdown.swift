import PushMatrixEngine
import PushMatrixIO
import PushMatrixTables

extension AppReportRenderer {
  /// Returns the page as GitHub-flavoured Markdown, to paste in a pull request or a wiki: every
  /// text escaped by ``Swift/String/markdownEscaped``, the tables as pipe tables.
  static func markdown(_ layout: AppReportLayout) -> String {
    var lines = ["# " + layout.title.markdownEscaped, ""]
    lines += table(["field", "value"], layout.fields.map { [$0, $1] }) + [""]
    if !layout.basis.isEmpty {
      lines += ["## " + AppReportLayout.basisHeading, ""]
      lines += layout.basis.map { "- " + $0.markdownEscaped } + [""]
    }
    lines += layout.legend.map { "- " + $0.markdownEscaped } + [""]
    if !layout.adjustments.isEmpty {
      lines += layout.adjustments.map { "- " + $0.markdownEscaped } + [""]
    }
    lines += ["## Under the app's own conditions", ""]
    for range in layout.ranges {
      lines += ["### " + range.title.markdownEscaped, ""]
      lines += table(range.columns, range.rows) + [""]
    }
    lines += [
      "## " + AppReportLayout.variantsHeading, "", AppReportLayout.variantsIntro.markdownEscaped,
      "",
    ]
    for variant in layout.variants {
      lines += ["### " + variant.title.markdownEscaped, ""]
      if let remark = variant.remark { lines += [remark.markdownEscaped, ""] }
      lines += table(variant.columns, variant.rows) + [""]
    }
    if !layout.unchanged.isEmpty {
      lines += [
        "No change: " + layout.unchanged.map(\.markdownEscaped).joined(separator: ", "), "",
      ]
    }
    lines += ["## Findings", "", layout.findingCount.markdownEscaped + ".", ""]
    for finding in layout.findings {
      lines.append(
        "- **\(finding.level.rawValue)** `\(finding.id)`: \(finding.message.markdownEscaped)")
      for rule in finding.rules {
        lines.append(
          "  - rule `\(rule.id)` (\(rule.kind), \(rule.basis)): \(rule.summary.markdownEscaped)")
        for source in rule.sources {
          let title = source.title.markdownEscaped
          let link = source.url.map { "[\(title)](\($0.markdownLinkDestination))" } ?? title
          lines.append(
            "    - source: " + link + (source.urlNote.map { " (\($0.markdownEscaped))" } ?? ""))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Returns a pipe table, every cell escaped.
  private static func table(_ columns: [String], _ rows: [[String]]) -> [String] {
    func row(_ cells: [String]) -> String {
      "| " + cells.map { $0.isEmpty ? " " : $0.markdownEscaped }.joined(separator: " | ") + " |"
    }
    return [row(columns), "|" + columns.map { _ in "---|" }.joined()] + rows.map(row)
  }
}
