import PushMatrixDocument
import PushMatrixScan

extension AppReportLayout {
  /// The page as a document, for the Markdown and HTML writers: its title, then a section
  /// each for the findings, the profile, the app's own conditions and the variants.
  var document: Document {
    Document(
      [.heading(1, title)] + sections.map(Document.Block.section))
  }

  /// The page's sections, in order: the findings first, so that a reader on a phone meets them
  /// before tables many screens long; they are its notes on those tables.
  var sections: [Document.Section] {
    [findingsSection, profileSection, rangesSection] + (sdkTables.isEmpty ? [] : [sdkSection])
      + [variantsSection]
  }

  /// The profile's fields, what they rest on, and what the cells' words mean.
  private var profileSection: Document.Section {
    var blocks: [Document.Block] = [
      .heading(2, "Profile"),
      .table(Document.Table(columns: ["field", "value"], rows: fields.map { [$0, $1] })),
    ]
    if !basis.isEmpty {
      blocks += [
        .heading(3, Self.basisHeading, id: "profile-basis"), .bullets(basis),
      ]
    }
    blocks.append(.bullets(legend + adjustments, role: .remark))
    return Document.Section(id: "profile", blocks)
  }

  /// A table per range of releases.
  private var rangesSection: Document.Section {
    Document.Section(
      id: "own-conditions",
      [.heading(2, "Under the app's own conditions")] + ranges.flatMap { blocks($0) })
  }

  /// A table per cross-platform SDK and run of releases: the handlers it calls.
  private var sdkSection: Document.Section {
    Document.Section(
      id: "sdk-handlers",
      [.heading(2, Self.sdkHeading), .paragraph([.text(Self.sdkIntro)], role: .remark)]
        + sdkTables.flatMap { blocks($0) })
  }

  /// A table per variant that changes something, then those that change nothing.
  private var variantsSection: Document.Section {
    var blocks: [Document.Block] = [
      .heading(2, Self.variantsHeading), .paragraph([.text(Self.variantsIntro)], role: .remark),
    ]
    blocks += variants.flatMap { self.blocks($0, folded: true) }
    if !unchanged.isEmpty {
      blocks.append(.paragraph([.text("No change: " + unchanged.joined(separator: ", "))]))
    }
    return Document.Section(id: "variants", blocks)
  }

  /// The findings, each with the rules it rests on and their sources.
  private var findingsSection: Document.Section {
    let definitions = findings.map { finding in
      var description: [Document.Block] = [.paragraph([.text(finding.message)])]
      if !finding.rules.isEmpty {
        description.append(
          .list(
            finding.rules.map { rule in
              let sources = rule.sources.map { source in
                let title: [Document.Inline] = [.text(source.title)]
                return Document.ListItem(
                  ["source: "] + (source.url.map { [.link(title, to: $0)] } ?? title)
                    + (source.urlNote.map { [.text(" (\($0))")] } ?? []))
              }
              return Document.ListItem(
                [
                  "rule ", .code(rule.id), .text(" (\(rule.kind), \(rule.basis)): \(rule.summary)"),
                ],
                children: [.list(sources)])
            }))
      }
      return Document.Definition(
        [.strong([.text(finding.level.rawValue)]), " ", .code(finding.id)],
        id: "finding-" + finding.id, description: description)
    }
    return Document.Section(
      id: "findings", role: .notes,
      [.heading(2, "Findings"), .paragraph([.text(findingCount + ".")]), .definitions(definitions)]
    )
  }

  /// A table's heading, the remark under it, and the table, labelled by the heading; `folded`,
  /// the remark and the table fold under the table's count of rows, as a variant's do: on a
  /// phone their rows, a card each, made most of the page.
  private func blocks(_ table: Table, folded: Bool = false) -> [Document.Block] {
    let heading = Document.Block.heading(3, table.title, id: table.id)
    let remark = table.remark.map { [Document.Block.paragraph([.text($0)], role: .remark)] } ?? []
    let body = Document.Block.table(
      Document.Table(columns: table.columns, rows: table.rows, labelledBy: table.id))
    guard folded else { return [heading] + remark + [body] }
    let rows = table.rows.count == 1 ? "1 row that differs" : "\(table.rows.count) rows that differ"
    return [heading, .details(summary: [.text(rows)], remark + [body])]
  }
}
