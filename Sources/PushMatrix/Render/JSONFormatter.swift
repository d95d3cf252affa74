/// Renders a page as a JSON document with the same tables, notes and legend, for other tools.
///
/// Cells of the engine carry their text and their meaning in identifiers: `banner`, `arrival`,
/// `tap` (`null` when nothing was shown), the `footnotes` they refer to by slug, and the
/// documents' `observations` with the verdict for the cell. Cells of the long view are strings.
public enum JSONFormatter {
  /// Returns the page as JSON.
  public static func format(_ page: TablePage, options: RenderOptions) -> String {
    var members: [(String, JSONValue)] = []
    if let notice = options.generatedNotice { members.append(("generated", .string(notice))) }
    members += [
      ("view", .string(page.view.rawValue)), ("lang", .string(page.language.rawValue)),
      ("title", .string(page.title)), ("intro", .string(page.intro)),
      (
        "sections",
        .array(
          page.sections.map {
            .object([("title", .string($0.title)), ("tables", .array($0.tables.map(table)))])
          })
      ),
      (
        "footnotes",
        .array(
          page.footnotes.map {
            .object([
              ("slug", .string($0.slug)), ("kind", .string($0.kind.rawValue)),
              ("label", .string($0.label)),
              ("text", .string($0.text(in: page.language, escape: { $0 }, cite: \.description))),
            ])
          })
      ),
      ("legend", legend(page.legend)),
    ]
    return JSONValue.object(members).rendered()
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

  private static func table(_ table: TableView) -> JSONValue {
    .object([
      ("id", .string(table.id)), ("title", .string(table.title)),
      ("caption", .string(table.caption)), ("facets", facets(table.facets)),
      ("corner", .string(table.corner)), ("columns", .array(table.columns.map(heading))),
      (
        "rows",
        .array(
          table.rows.map {
            .object([("heading", heading($0.heading)), ("cells", .array($0.cells.map(cell)))])
          })
      ),
    ])
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
    if let state = facets.state { members.append(("state", .string(state.rawValue))) }
    if let callbacks = facets.callbacks {
      members.append(("callbacks", .string(callbacks.description)))
    }
    if let presentation = facets.presentation {
      members.append(("presentation", .string(presentation.rawValue)))
    }
    if let payload = facets.payload { members.append(("payload", .string(payload.rawValue))) }
    if let mode = facets.backgroundMode {
      members.append(("backgroundMode", .string(mode.rawValue)))
    }
    return .object(members)
  }

  private static func cell(_ cell: TableView.Cell) -> JSONValue {
    guard let outcome = cell.outcome else { return .string(cell.plainText) }
    return .object([
      ("text", .string(cell.plainText)), ("banner", .bool(outcome.banner)),
      ("arrival", calls(outcome.arrival)), ("tap", outcome.tap.map(calls) ?? .null),
      ("footnotes", .array(cell.footnotes.map(JSONValue.string))),
      (
        "observations",
        .array(
          cell.observations.map {
            .object([
              ("id", .string($0.id)), ("source", .string($0.source)),
              ("verdict", .string($0.verdict.rawValue)),
              ("contradiction", .optional($0.contradiction)), ("claim", .optional($0.claim)),
            ])
          })
      ),
    ])
  }

  private static func calls(_ calls: [Callback]) -> JSONValue {
    .array(calls.map { .string($0.rawValue) })
  }
}
