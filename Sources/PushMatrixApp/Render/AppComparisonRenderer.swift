import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

/// Renders what a change does to an app's users (``AppComparison``) as text, Markdown (one
/// pull-request comment, within a budget) or JSON; `docs/app.md` describes the JSON contract.
package enum AppComparisonRenderer {
  /// The formats.
  package enum Format: String, CaseIterable, Sendable, OutputFormatChoice {
    case text
    case markdown
    case json
    /// GitHub Actions workflow commands: an annotation a finding that appears, then the
    /// headline (``WorkflowCommandRenderer``).
    case github
  }

  /// Returns the comparison in a format.
  ///
  /// - Parameters:
  ///   - comparison: the comparison.
  ///   - base: what the base was read from, as given on the command line.
  ///   - head: what the head was read from, as given.
  ///   - format: the format.
  ///   - options: for Markdown, the budget and where the full report is; the full report has
  ///     no budget.
  ///   - ci: for `github`, where the scanned folder is and whether a new warning fails.
  /// - Returns: the whole report, ending in a line feed.
  package static func render(
    _ comparison: AppComparison, base: String, head: String, as format: Format,
    options: ReportOptions = ReportOptions(), ci: CIContext = CIContext()
  ) -> String {
    switch format {
    case .text: text(Layout(comparison, base: base, head: head))
    case .markdown: markdown(Layout(comparison, base: base, head: head), options: options)
    case .json: json(comparison, base: base, head: head)
    case .github:
      WorkflowCommandRenderer.render(
        comparison, headline: Layout(comparison, base: base, head: head).headline, ci: ci)
    }
  }

  /// What every format shows, as text with every control and bidirectional character spelled
  /// out: the formats differ only in how they lay it out.
  struct Layout {
    /// A group of changed cells under one condition.
    struct Section {
      var title: String
      var items: [(sentence: String, detail: String)]
    }

    var title: String
    var headline: String
    var fields: [String]
    var releases: [String]
    var sections: [Section]
    var findings: [String]

    init(_ comparison: AppComparison, base: String, head: String) {
      title =
        "What the change does to the users of \(head.messageEscaped), against "
        + base.messageEscaped
      func count(_ number: Int, _ noun: String, _ verb: String, of: String = "") -> String {
        number == 1 ? "1 \(noun)\(of) \(verb)s" : "\(number) \(noun)s\(of) \(verb)"
      }
      headline =
        comparison.isEmpty
        ? "Nothing changes for the app's users: the same cells and findings on every release."
        : count(comparison.cells.count, "group", "change", of: " of cells") + "; "
          + count(comparison.findingsAppeared.count, "finding", "appear")
          + " (\(comparison.newWarningCount) new warning\(comparison.newWarningCount == 1 ? "" : "s")), "
          + count(comparison.findingsDisappeared.count, "finding", "disappear")
          + ". Both pages are this build's answers, so every change is the app's."
      fields = comparison.fields.map { change in
        let places = change.evidence.map { finding in
          ((finding.file ?? "") + (finding.line.map { ":\($0)" } ?? "") + ": " + finding.shows)
            .messageEscaped
        }
        return "\(change.field): \(change.before) → \(change.after)"
          + (places.isEmpty ? "" : " (" + places.joined(separator: "; ") + ")")
      }
      releases =
        (comparison.releasesAdded.isEmpty
          ? [] : ["now covered: iOS \(comparison.label(comparison.releasesAdded))"])
        + (comparison.releasesRemoved.isEmpty
          ? [] : ["no longer covered: iOS \(comparison.base.label(comparison.releasesRemoved))"])
      var sections: [Section] = []
      for change in comparison.cells {
        let title = change.condition.map { "With \($0)" } ?? "Under the app's own conditions"
        if sections.last?.title != title { sections.append(Section(title: title, items: [])) }
        let releases = "iOS " + comparison.label(change.releases)
        sections[sections.count - 1].items.append(
          (
            "\(change.sentence) (\(releases)).",
            "\(change.state.rawValue), \(change.payload.rawValue) on \(releases): "
              + "\(change.before.summary) → \(change.after.summary); rules "
              + (change.after.rules.isEmpty ? "-" : change.after.rules.joined(separator: ", "))
          ))
      }
      self.sections = sections
      findings =
        comparison.findingsAppeared.map {
          "+ \($0.level.rawValue) [\($0.id)] \($0.message.messageEscaped)"
        }
        + comparison.findingsDisappeared.map {
          "- \($0.level.rawValue) [\($0.id)] \($0.message.messageEscaped)"
        }
    }
  }

  /// Returns the comparison as text for a terminal.
  static func text(_ layout: Layout) -> String {
    var lines = [layout.title, "", layout.headline]
    if !layout.fields.isEmpty { lines += ["", "profile"] + layout.fields.map { "  " + $0 } }
    if !layout.releases.isEmpty { lines += ["", "releases"] + layout.releases.map { "  " + $0 } }
    for section in layout.sections {
      lines += ["", section.title]
      for item in section.items { lines += ["  - " + item.sentence, "    " + item.detail] }
    }
    if !layout.findings.isEmpty { lines += ["", "findings"] + layout.findings.map { "  " + $0 } }
    return lines.map(\.messageEscaped).joined(separator: "\n") + "\n"
  }

  /// Returns the comparison as GitHub-flavoured Markdown for one pull-request comment: while
  /// the report is over its budget, the changed cells are left out from the last one, and a
  /// line says how many and where the full report is.
  static func markdown(_ layout: Layout, options: ReportOptions) -> String {
    var head: [Document.Block] = [.heading(2, layout.title), .paragraph([.text(layout.headline)])]
    if !layout.fields.isEmpty {
      head += [.heading(3, "The app's profile"), .bullets(layout.fields)]
    }
    if !layout.releases.isEmpty { head += [.heading(3, "Releases"), .bullets(layout.releases)] }
    var tail: [Document.Block] = []
    if !layout.findings.isEmpty {
      tail = [
        .heading(3, "Findings"),
        .bullets(
          layout.findings.map { line in
            (line.hasPrefix("+") ? "appears: " : "disappears: ") + line.dropFirst(2)
          }),
      ]
    }
    let itemCount = layout.sections.map(\.items.count).reduce(0, +)
    let full =
      options.fullReport.map { "; the full report is \($0)" }
      ?? "; run with --full FILE for the full report"
    /// The page with the first `kept` changed cells, and a note on the others.
    func page(keeping kept: Int) -> String {
      var blocks = head
      var left = kept
      for section in layout.sections where left > 0 {
        let items = section.items.prefix(left)
        left -= items.count
        blocks += [
          .heading(3, section.title),
          .list(
            items.map { Document.ListItem([.text($0.sentence)], children: [.bullets([$0.detail])]) }
          ),
        ]
      }
      if kept < itemCount {
        blocks.append(
          .paragraph([
            .emphasis([.text("\(itemCount - kept) more changed cells are left out to fit\(full).")])
          ]))
      }
      return MarkdownWriter().markdown(Document(blocks + tail))
    }
    let whole = page(keeping: itemCount)
    guard !options.isFull, whole.utf8.count > options.budget else { return whole }
    // The most cells that fit with the note, by bisection: each kept cell lengthens the page.
    var (fits, over) = (0, itemCount)
    while over - fits > 1 {
      let middle = (fits + over) / 2
      if page(keeping: middle).utf8.count <= options.budget { fits = middle } else { over = middle }
    }
    return page(keeping: fits)
  }

  /// Returns the comparison as JSON, keys sorted at every level, arrays in the report's order.
  static func json(_ comparison: AppComparison, base: String, head: String) -> String {
    func side(_ report: AppReport, _ source: String) -> JSONValue {
      .object([
        (AppReport.profileKey, report.profile.json),
        ("releases", AppReportRenderer.releases(report.releases)), ("source", .string(source)),
      ])
    }
    let members: [(String, JSONValue)] = [
      ("base", side(comparison.base, base)),
      (
        "cells",
        .array(
          comparison.cells.map { change in
            .object([
              ("after", AppReportRenderer.cell(change.after)),
              ("before", AppReportRenderer.cell(change.before)),
              ("condition", .optional(change.condition)),
              ("payload", .string(change.payload.rawValue)),
              ("releases", AppReportRenderer.releases(change.releases)),
              ("state", .string(change.state.rawValue)), ("summary", .string(change.sentence)),
            ])
          })
      ),
      (
        "fields",
        .array(
          comparison.fields.map { change in
            .object([
              ("after", .string(change.after)), ("before", .string(change.before)),
              (
                "evidence",
                .array(
                  change.evidence.map { finding in
                    .object([
                      ("file", .optional(finding.file)),
                      ("line", finding.line.map { JSONValue.int($0) } ?? .null),
                      ("shows", .string(finding.shows)),
                    ])
                  })
              ),
              ("field", .string(change.field)),
            ])
          })
      ),
      (
        "findings",
        .object([
          ("appeared", .array(comparison.findingsAppeared.map(AppReportRenderer.finding))),
          ("disappeared", .array(comparison.findingsDisappeared.map(AppReportRenderer.finding))),
        ])
      ),
      ("head", side(comparison.head, head)),
      (
        "releases",
        .object([
          ("added", AppReportRenderer.releases(comparison.releasesAdded)),
          ("removed", AppReportRenderer.releases(comparison.releasesRemoved)),
        ])
      ),
      (
        "summary",
        .object([
          ("cells", .int(comparison.cells.count)),
          ("findingsAppeared", .int(comparison.findingsAppeared.count)),
          ("findingsDisappeared", .int(comparison.findingsDisappeared.count)),
          ("newWarnings", .int(comparison.newWarningCount)),
        ])
      ),
    ]
    return JSONValue.object(members).rendered()
  }
}

extension AppComparison.CellChange {
  /// What the change does, as a reviewer reads it: `An alert while the app is not running: a
  /// tap no longer reaches didReceiveResponse`.
  package var sentence: String {
    var parts: [String] = []
    if before.shown != after.shown {
      parts.append(
        "the user sees \(Self.words(after.shown)) instead of \(Self.words(before.shown))")
    }
    parts += Self.calls(from: before.outcome.arrival, to: after.outcome.arrival, by: "arrival")
    switch (before.outcome.tap, after.outcome.tap) {
    case (nil, nil): break
    case (.some, nil): parts.append("there is nothing left to tap")
    case (nil, let tap?): parts.append("it can be tapped, which runs \(CallSequence.text(tap))")
    case (let old?, let new?): parts += Self.calls(from: old, to: new, by: "a tap")
    }
    return Self.subject(payload) + " " + Self.place(state) + ": "
      + parts.joined(separator: "; ")
  }

  /// Says which callbacks a sequence no longer or now reaches, or how their order changed.
  private static func calls(from old: Calls, to new: Calls, by what: String) -> [String] {
    guard old != new else { return [] }
    let lost = old.filter { !new.contains($0) }.map(\.rawValue)
    let gained = new.filter { !old.contains($0) }.map(\.rawValue)
    var parts: [String] = []
    if !lost.isEmpty { parts.append("\(what) no longer reaches \(lost.joined(separator: ", "))") }
    if !gained.isEmpty { parts.append("\(what) now reaches \(gained.joined(separator: ", "))") }
    if parts.isEmpty {
      parts.append(
        "\(what) now runs \(CallSequence.text(new)) (was \(CallSequence.text(old)))")
    }
    return parts
  }

  /// What the user sees, in words.
  private static func words(_ shown: String) -> String {
    switch shown {
    case "banner": "a banner kept in Notification Center"
    case "banner, not kept": "a banner that Notification Center does not keep"
    case "center": "it only in Notification Center"
    default: "nothing"
    }
  }

  /// The payload as the sentence's subject.
  private static func subject(_ payload: Payload) -> String {
    switch payload {
    case .alert: "An alert"
    case .contentAvailable: "A silent push (content-available)"
    case .alertWithContentAvailable: "An alert with content-available"
    }
  }

  /// The app state as the sentence says it.
  private static func place(_ state: AppState) -> String {
    switch state {
    case .foreground: "while the app is on screen"
    case .background: "while the app runs in the background"
    case .suspended: "while the app is suspended"
    case .notRunning: "while the app is not running"
    case .forceQuit: "after the user force-quit the app"
    }
  }
}
