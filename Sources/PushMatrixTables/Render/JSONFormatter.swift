import PushMatrixIO
import PushMatrixModel

/// Renders a page as a JSON document with the same tables, notes and legend, for other tools.
///
/// Cells of the engine carry their text and their meaning in identifiers: `banner`, `arrival`,
/// `tap` (`null` when nothing was shown), the `footnotes` they refer to by slug, and the
/// documents' `observations` with the verdict for the cell. Cells of the long view are strings.
public enum JSONFormatter: PageFormatter {
  /// Writes the page as JSON, the rows of its last table one at a time.
  public static func write(
    _ page: TablePage, rows: some Sequence<TableView.Row>, options: RenderOptions,
    to sink: some TextSink
  ) {
    guard let last = page.tables.last else {
      sink.write(document(page, options: options, lastRows: nil).rendered())
      return
    }
    // Rendered with `null` and with `true` where the last table's rows go, the page's texts
    // first differ exactly there, whatever its strings hold; the rows are written in between.
    let withNull = document(page, options: options, lastRows: .null).rendered()
    let withTrue = document(page, options: options, lastRows: .bool(true)).rendered()
    let offset = zip(withNull.utf8, withTrue.utf8).lazy.prefix { $0 == $1 }.count
    var text = String(decoding: withNull.utf8.prefix(offset), as: UTF8.self)
    // The rows are a member of the table's object, and their line is indented to its depth.
    let indent = String(text.split(separator: "\n").last!.prefix { $0 == " " })
    JSONValue.appendArray(
      last.rows.followed(by: rows).lazy.map(row), to: &text, indent: indent
    ) { sink.writeBlock(of: &$0) }
    text += String(decoding: withNull.utf8.dropFirst(offset + "null".utf8.count), as: UTF8.self)
    sink.write(text)
  }

  /// Returns the page as a JSON value, with `lastRows` as the last table's rows when given.
  private static func document(_ page: TablePage, options: RenderOptions, lastRows: JSONValue?)
    -> JSONValue
  {
    let last = page.lastTablePosition
    var members: [(String, JSONValue)] = []
    if let notice = options.generatedNotice { members.append(("generated", .string(notice))) }
    members += [
      ("view", .string(page.view.rawValue)), ("lang", .string(page.language.rawValue)),
      ("title", .string(page.title)), ("intro", .string(page.intro)),
      (
        "sections",
        .array(
          page.sections.enumerated().map { index, section in
            .object([
              ("title", .string(section.title)),
              (
                "tables",
                .array(
                  section.tables.enumerated().map { position, table in
                    let isLast = last?.section == index && last?.table == position
                    return self.table(
                      table, rows: (isLast ? lastRows : nil) ?? .array(table.rows.map(row)))
                  })
              ),
            ])
          })
      ),
      (
        "footnotes",
        .array(
          page.footnotes.map {
            .object([
              ("slug", .string($0.slug)), ("kind", .string($0.kind.rawValue)),
              ("label", .string($0.label)),
              ("text", .string($0.text(in: page.language) { .text($0.description) }.plainText)),
            ])
          })
      ),
      ("legend", legend(page.legend)),
    ]
    return JSONValue.object(members)
  }

  private static func legend(_ groups: [TablePage.LegendGroup]) -> JSONValue {
    .array(
      groups.map { group in
        .object([
          ("title", .optional(group.title)),
          (
            "items",
            .array(
              group.items.map {
                .object([("term", .optional($0.term)), ("text", .string($0.text))])
              }
            )
          ),
        ])
      })
  }

  /// Returns a table, with its rows as given, and its remark when it has one.
  private static func table(_ table: TableView, rows: JSONValue) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(table.id)), ("title", .string(table.title)),
      ("caption", .string(table.caption)), ("facets", facets(table.facets)),
    ]
    if !table.remark.isEmpty {
      members.append(
        (
          "remark",
          .object([
            ("text", .string(Run.plainText(table.remark))),
            ("footnotes", .array(Run.footnotes(table.remark).map(JSONValue.string))),
          ])
        ))
    }
    members += [
      ("corner", .string(table.corner)), ("columns", .array(table.columns.map(heading))),
      ("rows", rows),
    ]
    return .object(members)
  }

  private static func row(_ row: TableView.Row) -> JSONValue {
    .object([("heading", heading(row.heading)), ("cells", .array(row.cells.map(cell)))])
  }

  private static func heading(_ heading: TableView.Heading) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("key", .string(heading.key)), ("label", .string(heading.label)),
    ]
    if heading.facets != Facets() { members.append(("facets", facets(heading.facets))) }
    return .object(members)
  }

  private static func facets(_ facets: Facets) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if !facets.versions.isEmpty {
      members.append(("os", .array(facets.versions.map { .string($0.description) })))
    }
    members += facets.values.map { ($0.axis.id, .string($0.identifier)) }
    return .object(members)
  }

  private static func cell(_ cell: TableView.Cell) -> JSONValue {
    guard let outcome = cell.outcome else { return .string(cell.plainText) }
    return .object(
      [("text", .string(cell.plainText))] + outcome.answer.answerJSON + [
        ("footnotes", .array(cell.footnotes.map(JSONValue.string))),
        (
          "observations",
          .array(
            cell.observations.map {
              .object([
                ("id", .string($0.id)), ("source", .string($0.source)),
                ("verdict", .string($0.verdict.rawValue)),
                ("contradiction", .optional($0.contradiction)), ("claim", .optional($0.claim)),
                ("callbacks", .optional($0.callbacks)),
              ])
            })
        ),
      ])
  }
}
