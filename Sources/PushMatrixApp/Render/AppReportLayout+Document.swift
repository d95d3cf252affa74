import PushMatrixDocument
import PushMatrixScan

extension AppReportLayout {
  /// The page as a document, for the Markdown and HTML writers: its title, then a section
  /// each for the profile, the app's own conditions, the variants and the findings.
  var document: Document {
    Document(
      [.heading(1, title)] + sections.map(Document.Block.section))
  }

  /// The page's sections, in order; the findings are its notes.
  var sections: [Document.Section] {
    [profileSection, rangesSection] + (sdkTables.isEmpty ? [] : [sdkSection])
      + [variantsSection, findingsSection]
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
      [.heading(2, "Under the app's own conditions")] + ranges.flatMap(blocks))
  }

  /// A table per cross-platform SDK and run of releases: the handlers it calls.
  private var sdkSection: Document.Section {
    Document.Section(
      id: "sdk-handlers",
      [.heading(2, Self.sdkHeading), .paragraph([.text(Self.sdkIntro)], role: .remark)]
        + sdkTables.flatMap(blocks))
  }

  /// A table per variant that changes something, then those that change nothing.
  private var variantsSection: Document.Section {
    var blocks: [Document.Block] = [
      .heading(2, Self.variantsHeading), .paragraph([.text(Self.variantsIntro)], role: .remark),
    ]
    blocks += variants.flatMap(self.blocks)
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

  /// A table's heading, the remark under it, and the table, labelled by the heading.
  private func blocks(_ table: Table) -> [Document.Block] {
    [.heading(3, table.title, id: table.id)]
      + (table.remark.map { [.paragraph([.text($0)], role: .remark)] } ?? [])
      + [.table(Document.Table(columns: table.columns, rows: table.rows, labelledBy: table.id))]
  }
}
