import PushMatrixEngine
import PushMatrixIO
import PushMatrixScan
import PushMatrixTables

/// Renders an app's page (``AppReport``) as text, Markdown, HTML or JSON, from one layout
/// (``AppReportLayout``); `docs/app.md` describes the JSON contract.
package enum AppReportRenderer {
  /// The formats.
  package enum Format: String, CaseIterable, Sendable, OutputFormatChoice {
    case text
    case markdown
    case html
    case json
    /// GitHub Actions workflow commands: an annotation a finding (``WorkflowCommandRenderer``).
    case github
    /// A SARIF 2.1.0 log for code scanning (``SARIFRenderer``).
    case sarif
  }

  /// Returns the page in a format.
  ///
  /// - Parameters:
  ///   - report: the page.
  ///   - source: what the profile was read from, as given on the command line.
  ///   - format: the format.
  ///   - ci: for `github` and `sarif`, where the scanned folder is and the tool.
  ///   - width: for `text`, the columns its prose is wrapped to.
  /// - Returns: the whole page, ending in a line feed.
  package static func render(
    _ report: AppReport, source: String, as format: Format, ci: CIContext = CIContext(),
    width: Int = String.standardWidth
  ) -> String {
    switch format {
    case .text: text(AppReportLayout(report, source: source), width: width)
    case .markdown: markdown(AppReportLayout(report, source: source))
    case .html: html(AppReportLayout(report, source: source))
    case .json: json(report, source: source)
    case .github: WorkflowCommandRenderer.render(report, source: source, ci: ci)
    case .sarif: SARIFRenderer.render(report, root: ci.root, tool: ci.tool)
    }
  }

  /// Returns the page as aligned text for a terminal: the findings first, then the profile and
  /// the tables; prose wrapped to `width` columns, each table row on one line.
  static func text(_ layout: AppReportLayout, width: Int) -> String {
    // Escaped before it is wrapped, so that a spelled-out control counts as it is shown.
    func prose(_ line: String, hanging: Int) -> [String] {
      line.messageEscaped.wrapped(width: width, hangingIndent: hanging)
    }
    var lines = prose(layout.title, hanging: 2) + ["", "findings: \(layout.findingCount)"]
    for finding in layout.findings {
      lines += prose("  \(finding.level.rawValue): [\(finding.id)] \(finding.message)", hanging: 4)
      for rule in finding.rules {
        lines += prose(
          "    rule \(rule.id) (\(rule.kind), \(rule.basis)): \(rule.summary)", hanging: 6)
        lines += rule.sources.flatMap { prose("      source: \($0)", hanging: 8) }
      }
    }
    lines.append("")
    let column = layout.fields.map(\.0.count).max()! + 2
    lines += layout.fields.flatMap {
      prose($0 + String(repeating: " ", count: column - $0.count) + $1, hanging: column)
    }
    if !layout.basis.isEmpty {
      lines +=
        ["", AppReportLayout.basisHeading] + layout.basis.flatMap { prose("  " + $0, hanging: 4) }
    }
    lines += [""] + layout.legend.flatMap { prose($0, hanging: 2) }
    if !layout.adjustments.isEmpty {
      lines += [""] + layout.adjustments.flatMap { prose($0, hanging: 2) }
    }
    for table in layout.ranges {
      lines += ["", table.title] + aligned([table.columns] + table.rows, indent: "  ")
    }
    if !layout.sdkTables.isEmpty {
      lines += ["", AppReportLayout.sdkHeading] + prose(AppReportLayout.sdkIntro, hanging: 0)
      for table in layout.sdkTables {
        lines +=
          [""] + prose(table.title, hanging: 2)
          + (table.remark.map { prose("  " + $0, hanging: 4) } ?? [])
        lines += aligned([table.columns] + table.rows, indent: "  ")
      }
    }
    lines +=
      ["", AppReportLayout.variantsHeading] + prose(AppReportLayout.variantsIntro, hanging: 0)
    for table in layout.variants {
      lines +=
        [""] + prose(table.title, hanging: 2)
        + (table.remark.map { prose("  " + $0, hanging: 4) } ?? [])
      lines += aligned([table.columns] + table.rows, indent: "  ")
    }
    if !layout.unchanged.isEmpty {
      lines += [""] + prose("No change: " + layout.unchanged.joined(separator: ", "), hanging: 2)
    }
    return lines.map { $0.messageEscaped }.joined(separator: "\n") + "\n"
  }

  /// Returns rows with each column padded to its widest cell, the last left ragged.
  private static func aligned(_ rows: [[String]], indent: String) -> [String] {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
    return rows.map { row in
      var line = indent
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      return line.trimmingTrailingSpaces
    }
  }
}

extension String {
  /// The text without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
