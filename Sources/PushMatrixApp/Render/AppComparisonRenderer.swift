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
    case .text: text(Layout(comparison, base: base, head: head), width: options.width)
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
    /// Changed cells said in one sentence: the same change on the same releases, for app states
    /// and payloads that make a full product, with what the cells were and are.
    struct Item {
      var sentence: String
      var details: [String]
    }

    /// The changed cells under one condition, or under several of one axis that change them
    /// alike (`With response=action, foregroundAction or dismiss`).
    struct Section {
      var title: String
      var items: [Item]
    }

    /// The most files a field's change names: the others are counted.
    static let evidenceShown = 3

    var title: String
    var headline: String
    var fields: [String]
    var releases: [String]
    var sections: [Section]
    var findings: [String]

    init(_ comparison: AppComparison, base: String, head: String) {
      // The app by its target and project, as a reader knows it; its path only when no
      // project names a target. The base is named only when it is another app.
      let name = comparison.head.profile.appName ?? head
      let baseName = comparison.base.profile.appName ?? base
      title =
        "What the change does to the users of \(name.cut(to: 120))"
        + (baseName == name || comparison.base.profile.appName == nil
          ? "" : ", against \(baseName.cut(to: 120))")
      var sections: [Section] = []
      var conditions: [String?] = [nil]
      for change in comparison.cells where !conditions.contains(change.condition) {
        conditions.append(change.condition)
      }
      for condition in conditions {
        let items = Self.items(comparison.cells.filter { $0.condition == condition }, comparison)
        guard !items.isEmpty else { continue }
        // A condition that changes the cells as another value of its axis does, in the same
        // sentences, shares its section, as the app's page shares a table; the details of
        // both are kept.
        if let condition, let axis = condition.split(separator: "=").first,
          let index = sections.firstIndex(where: {
            $0.items.map(\.sentence) == items.map(\.sentence)
              && $0.title.hasPrefix("With \(axis)=")
          })
        {
          sections[index].title += ", " + condition.dropFirst(axis.count + 1)
          for (position, item) in items.enumerated() {
            sections[index].items[position].details += item.details.filter {
              !sections[index].items[position].details.contains($0)
            }
          }
        } else {
          sections.append(
            Section(
              title: condition.map { "With \($0)" } ?? "Under the app's own conditions",
              items: items))
        }
      }
      for index in sections.indices {
        // `With response=action, foregroundAction, dismiss` reads `…, foregroundAction or dismiss`.
        if let last = sections[index].title.range(of: ", ", options: .backwards),
          sections[index].title.hasPrefix("With ")
        {
          sections[index].title.replaceSubrange(last, with: " or ")
        }
      }
      self.sections = sections
      let itemCount = sections.map(\.items.count).reduce(0, +)
      func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
      }
      let findingCounts = [
        (comparison.findingsAppeared.count, "appear"), (comparison.findingsChanged.count, "change"),
        (comparison.findingsDisappeared.count, "disappear"),
      ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "s" : "")" }
      let new = comparison.newWarningCount
      headline =
        comparison.isEmpty
        ? "Nothing changes for the app's users: the same cells and findings on every release."
        : "\(count(itemCount, "change")) to what users see"
          + (findingCounts.isEmpty
            ? "" : "; findings: " + findingCounts.joined(separator: ", "))
          + " (\(count(new, "new warning")))."
      fields = comparison.fields.map { change in
        let places = change.evidence.prefix(Self.evidenceShown).map { finding in
          ((finding.file ?? "") + (finding.line.map { ":\($0)" } ?? "") + ": "
            + finding.shows.cut(to: 200)).messageEscaped
        }
        let more = change.evidence.count - places.count
        return "\(change.field): \(change.before) → \(change.after)"
          + (places.isEmpty
            ? ""
            : " (" + places.joined(separator: "; ")
              + (more > 0 ? "; and \(more) more place\(more == 1 ? "" : "s")" : "") + ")")
      }
      releases =
        (comparison.releasesAdded.isEmpty
          ? [] : ["now covered: iOS \(comparison.label(comparison.releasesAdded))"])
        + (comparison.releasesRemoved.isEmpty
          ? [] : ["no longer covered: iOS \(comparison.base.label(comparison.releasesRemoved))"])
      func line(_ sign: String, _ finding: AppFinding) -> String {
        "\(sign) \(finding.level.rawValue) [\(finding.id)] \(finding.message.messageEscaped)"
      }
      findings =
        comparison.findingsAppeared.map { line("+", $0) }
        + comparison.findingsChanged.map { line("~", $0.after) }
        + comparison.findingsDisappeared.map { line("-", $0) }
    }

    /// Cells of one state and payload that change alike, on the releases of all of them.
    private struct Cell {
      var changes: [AppComparison.CellChange]
      var releases: [OSVersion]
    }

    /// Merges one condition's changed cells into items: a state and payload's cells that
    /// change alike on different releases (a quirk of one release changes the detail, not
    /// what the user meets) are one, and those that change alike on the same releases share a
    /// sentence when their states and payloads make a full product.
    private static func items(
      _ changes: [AppComparison.CellChange], _ comparison: AppComparison
    ) -> [Item] {
      var cells: [Cell] = []
      for change in changes {
        if let index = cells.firstIndex(where: {
          $0.changes[0].state == change.state && $0.changes[0].payload == change.payload
            && $0.changes[0].predicate == change.predicate
        }) {
          cells[index].changes.append(change)
          cells[index].releases = (cells[index].releases + change.releases).sorted()
        } else {
          cells.append(Cell(changes: [change], releases: change.releases))
        }
      }
      var groups: [[Cell]] = []
      for cell in cells {
        if let index = groups.firstIndex(where: {
          $0[0].changes[0].predicate == cell.changes[0].predicate
            && $0[0].releases == cell.releases
        }) {
          groups[index].append(cell)
        } else {
          groups.append([cell])
        }
      }
      return groups.flatMap { group -> [Item] in
        let states = AppState.allCases.filter { state in
          group.contains { $0.changes[0].state == state }
        }
        let payloads = Payload.allCases.filter { payload in
          group.contains { $0.changes[0].payload == payload }
        }
        let parts = states.count * payloads.count == group.count ? [group] : group.map { [$0] }
        return parts.map { item(of: $0, comparison) }
      }
    }

    /// Returns the item of cells that change alike: one sentence, and one detail for each
    /// answer they went from and to on some releases.
    private static func item(of cells: [Cell], _ comparison: AppComparison) -> Item {
      let changes = cells.flatMap(\.changes)
      let states = AppState.allCases.filter { state in changes.contains { $0.state == state } }
      let payloads = Payload.allCases.filter { payload in
        changes.contains { $0.payload == payload }
      }
      func answer(_ change: AppComparison.CellChange) -> String {
        "iOS \(comparison.label(change.releases)): \(change.before.summary) → "
          + "\(change.after.summary); rules "
          + (change.after.rules.isEmpty ? "-" : change.after.rules.joined(separator: ", "))
      }
      var details: [String] = []
      var seen: [String] = []
      for change in changes where !seen.contains(answer(change)) {
        seen.append(answer(change))
        let alike = changes.filter { answer($0) == answer(change) }
        let place =
          AppState.allCases.filter { state in alike.contains { $0.state == state } }
          .map(\.rawValue).joined(separator: ", ") + " × "
          + Payload.allCases.filter { payload in alike.contains { $0.payload == payload } }
          .map(\.rawValue).joined(separator: ", ")
        details.append("\(place) on \(answer(change))")
      }
      let sentence =
        AppComparison.CellChange.subject(payloads) + " " + AppComparison.CellChange.place(states)
        + ": " + changes[0].predicate + " (iOS \(comparison.label(cells[0].releases)))."
      return Item(sentence: sentence, details: details)
    }
  }

  /// Returns the comparison as text for a terminal, each line wrapped to `width` columns and
  /// hanging two spaces under its own start (a bullet's text under its text).
  static func text(_ layout: Layout, width: Int) -> String {
    var lines = [layout.title, "", layout.headline]
    if !layout.fields.isEmpty { lines += ["", "profile"] + layout.fields.map { "  " + $0 } }
    if !layout.releases.isEmpty { lines += ["", "releases"] + layout.releases.map { "  " + $0 } }
    for section in layout.sections {
      lines += ["", section.title]
      for item in section.items {
        lines += ["  - " + item.sentence] + item.details.map { "    " + $0 }
      }
    }
    if !layout.findings.isEmpty { lines += ["", "findings"] + layout.findings.map { "  " + $0 } }
    return lines.flatMap { line in
      line.messageEscaped.wrapped(
        width: width, hangingIndent: line.prefix { $0 == " " }.count + 2)
    }.joined(separator: "\n") + "\n"
  }

  /// Returns the comparison as GitHub-flavoured Markdown for one pull-request comment, at most
  /// its budget long.
  ///
  /// Each bullet is a group: a field, a release line, a finding, a changed-cells item with its
  /// details. While the comment is over its budget, groups are left out, the changed cells
  /// from the last, then the findings, then the fields and releases, and a line counts them
  /// and says where the full report is. The title, the headline and that line always fit: the
  /// smallest budget leaves room for them, and the app's name in the title is cut short.
  static func markdown(_ layout: Layout, options: ReportOptions) -> String {
    let full =
      options.fullReport.map { "; the full report is \($0)" }
      ?? "; run with --full FILE for the full report"
    let findings = layout.findings.map { line -> String in
      let kind =
        switch line.first {
        case "+": "appears: "
        case "~": "changes: "
        default: "disappears: "
        }
      return kind + line.dropFirst(2)
    }
    let cells = layout.sections.map(\.items.count).reduce(0, +)
    // The groups in the order they are given up last to first.
    let total = layout.fields.count + layout.releases.count + findings.count + cells
    /// The comment with the first `kept` groups in order of priority.
    func page(keeping kept: Int) -> String {
      var left = kept
      func take(_ count: Int) -> Int {
        let taken = min(left, count)
        left -= taken
        return taken
      }
      let fields = layout.fields.prefix(take(layout.fields.count))
      let releases = layout.releases.prefix(take(layout.releases.count))
      let shownFindings = findings.prefix(take(findings.count))
      var blocks: [Document.Block] = [
        .heading(2, layout.title), .paragraph([.text(layout.headline)]),
      ]
      if !fields.isEmpty { blocks += [.heading(3, "The app's profile"), .bullets(Array(fields))] }
      if !releases.isEmpty { blocks += [.heading(3, "Releases"), .bullets(Array(releases))] }
      for section in layout.sections {
        let items = section.items.prefix(take(section.items.count))
        guard !items.isEmpty else { continue }
        blocks += [
          .heading(3, section.title),
          .list(
            items.map { Document.ListItem([.text($0.sentence)], children: [.bullets($0.details)]) }
          ),
        ]
      }
      if !shownFindings.isEmpty {
        blocks += [.heading(3, "Findings"), .bullets(Array(shownFindings))]
      }
      if kept < total {
        blocks.append(
          .paragraph([
            .emphasis([
              .text(
                "\(total - kept) more of the \(total) changes and findings are left out to fit\(full)."
              )
            ])
          ]))
      }
      return MarkdownWriter(neutralisesMentions: true).markdown(Document(blocks))
    }
    let whole = page(keeping: total)
    guard !options.isFull, whole.utf8.count > options.budget else { return whole }
    // The most groups that fit with the note, by bisection: each kept group lengthens the page.
    var (fits, over) = (0, total)
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
          (
            "changed",
            .array(
              comparison.findingsChanged.map {
                .object([
                  ("after", AppReportRenderer.finding($0.after)),
                  ("before", AppReportRenderer.finding($0.before)),
                ])
              })
          ),
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
          ("findingsChanged", .int(comparison.findingsChanged.count)),
          ("findingsDisappeared", .int(comparison.findingsDisappeared.count)),
          ("newWarnings", .int(comparison.newWarningCount)),
          ("unchanged", .bool(comparison.isEmpty)),
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
    Self.subject([payload]) + " " + Self.place([state]) + ": " + predicate
  }

  /// What the change does to the cell, without saying which cell: `a tap no longer reaches
  /// didReceiveResponse`; cells whose predicates are equal change alike.
  package var predicate: String {
    var parts: [String] = []
    let (ranBefore, seenBefore) = Self.split(before.shown)
    let (ranAfter, seenAfter) = Self.split(after.shown)
    if ranBefore != ranAfter {
      // Not "before it is shown": where nothing is shown, it runs all the same.
      parts.append("the app's service extension \(ranAfter ? "now runs first" : "no longer runs")")
    }
    if seenBefore != seenAfter {
      parts.append("the user sees \(Self.words(seenAfter)) instead of \(Self.words(seenBefore))")
    } else if ranBefore != ranAfter {
      parts.append("the user still sees \(Self.words(seenAfter))")
    }
    parts += Self.calls(from: before.outcome.arrival, to: after.outcome.arrival, by: "arrival")
    switch (before.outcome.tap, after.outcome.tap) {
    case (nil, nil): break
    case (.some, nil): parts.append("there is nothing left to tap")
    case (nil, let tap?): parts.append("it can be tapped, which runs \(CallSequence.text(tap))")
    case (let old?, let new?): parts += Self.calls(from: old, to: new, by: "a tap")
    }
    switch (before.launch, after.launch) {
    case (let old, let new) where old == new: break
    case (_, "-"): parts.append("the app is no longer launched for it")
    case ("-", "none"): parts.append("the app is now launched for it")
    case ("-", let new): parts.append("the app is now launched for it, with it in \(new)")
    case (let old, "none"): parts.append("the launch code no longer gets it in \(old)")
    case (let old, let new): parts.append("the launch code now gets it in \(new) (was \(old))")
    }
    return parts.joined(separator: "; ")
  }

  /// Splits what ``AppReport/Cell/shown`` says into whether the service extension runs first
  /// and what the user sees.
  private static func split(_ shown: String) -> (extensionRuns: Bool, seen: String) {
    let prefix = "extension > "
    return shown.hasPrefix(prefix) ? (true, String(shown.dropFirst(prefix.count))) : (false, shown)
  }

  /// Says which callbacks a sequence no longer or now reaches, each named once, or how their
  /// order changed.
  private static func calls(from old: Calls, to new: Calls, by what: String) -> [String] {
    guard old != new else { return [] }
    func names(_ calls: some Sequence<Callback>) -> [String] {
      var seen: Set<Callback> = []
      return calls.filter { seen.insert($0).inserted }.map(\.rawValue)
    }
    let lost = names(old.filter { !new.contains($0) })
    let gained = names(new.filter { !old.contains($0) })
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
  private static func words(_ seen: String) -> String {
    switch seen {
    case "banner": "a banner kept in Notification Center"
    case "banner, not kept": "a banner that Notification Center does not keep"
    case "center": "it only in Notification Center"
    default: "nothing"
    }
  }

  /// The payloads as the sentence's subject: `An alert or an alert with content-available`.
  static func subject(_ payloads: [Payload]) -> String {
    let words = payloads.map { payload in
      switch payload {
      case .alert: "an alert"
      case .contentAvailable: "a silent push (content-available)"
      case .alertWithContentAvailable: "an alert with content-available"
      }
    }
    let text = words.joined(separator: " or ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// The app states as the sentence says them: `while the app is suspended or not running, or
  /// after the user force-quit it`.
  static func place(_ states: [AppState]) -> String {
    let running = states.filter { $0 != .forceQuit }.map { state in
      switch state {
      case .foreground: "is on screen"
      case .background: "runs in the background"
      case .suspended: "is suspended"
      default: "is not running"
      }
    }
    var parts: [String] = []
    if let last = running.last {
      parts.append(
        "while the app "
          + (running.count == 1 ? last : running.dropLast().joined(separator: ", ") + " or " + last)
      )
    }
    if states.contains(.forceQuit) {
      parts.append("after the user force-quit " + (parts.isEmpty ? "the app" : "it"))
    }
    return parts.joined(separator: ", or ")
  }
}

extension String {
  /// The string cut to at most `limit` characters, with an ellipsis when cut: a name from the
  /// app's files in a title.
  fileprivate func cut(to limit: Int) -> String {
    count <= limit ? self : prefix(limit - 1) + "…"
  }
}
