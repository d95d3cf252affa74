import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixScan
import PushMatrixTables

extension AppReportRenderer {
  /// Returns the page as one self-contained HTML page in the style of the generated docs: the
  /// shipped page template and style sheet, no script, the page's document written by
  /// ``HTMLWriter``, its findings first, styled as the page's notes.
  ///
  /// Each table sits in a `view-table` box, as the docs pages' tables do, with a class naming
  /// its row of column headings (``ColumnLabelStyle``): on a phone the style sheet then lays each
  /// row out as a card, each cell after its column's heading, instead of a table wider than
  /// the screen.
  static func html(_ layout: AppReportLayout, templates: TemplateSet = .bundled) -> String {
    let sections = layout.sections
    let labels = ColumnLabelStyle(
      prefix: "app-columns", rows: layout.document.tables.map(\.columns), includeRowHeading: true)
    let writer = HTMLWriter(tableClass: labels.className)
    return templates[.pageHTML].filled([
      "lang": "en", "view": "app", "title": layout.title.htmlEscaped,
      "intro":
        ("Every answer is the PushMatrix engine's, for this app's profile; "
        + "pushmatrix explain shows the rules and sources behind each cell.").htmlEscaped,
      "pages": "", "style": templates[.pageCSS].filled([:]) + labels.style,
      "contents": writer.contents(sections), "filter": "", "legend": "",
      "tables": writer.blocks(sections.map(Document.Block.section)), "notes": "", "script": "",
    ])
  }
}
