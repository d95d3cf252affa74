/// The files of the generated documentation folder, computed in memory and byte for byte the
/// same on every run.
///
/// What is committed, chosen so that the folder stays small enough to check quickly: each
/// reader view (``readerViews``) as Markdown, HTML and CSV in the first language, and as
/// Markdown in every other language; by default the other language is the one of the document
/// whose layout the view follows (zh-Hant for by-callbacks, zh-Hans for by-os and by-payload),
/// so each document's tables come back in its own terms. The page of what changes under each
/// condition (``ViewKind/conditions``) follows no document and comes in every language. JSON,
/// the long view and every other combination are one `pushmatrix render` away, and `index.md`
/// says how.
package struct DocsGenerator: Sendable {
  /// The command cited in every generated file's first line.
  package static let command = "pushmatrix generate"
  /// The views in the layouts of the documents.
  package static let readerViews: [ViewKind] = [.byCallbacks, .byOS, .byPayload]
  /// The views that get pages: the documents' layouts, then what changes under each condition.
  package static let pageViews: [ViewKind] = readerViews + [.conditions]

  /// The engine and the documents' observations.
  package var pipeline: Pipeline
  /// The languages of the pages, the first one also that of the HTML and CSV; `nil` for English
  /// and each view's document language.
  package var languages: [Language]?
  package var templates: TemplateSet

  /// Creates a generator.
  package init(pipeline: Pipeline, languages: [Language]?, templates: TemplateSet) {
    self.pipeline = pipeline
    self.languages = languages
    self.templates = templates
  }

  /// Returns the language of the document whose layout a view follows.
  package static func documentLanguage(of view: ViewKind) -> Language {
    view == .byCallbacks ? .zhHant : .zhHans
  }

  /// Returns the languages a view's pages are written in, the first with HTML and CSV too: the
  /// conditions page follows no document and comes in every document's language.
  package func languages(of view: ViewKind) -> [Language] {
    languages ?? (view == .conditions ? Language.allCases : [.en, Self.documentLanguage(of: view)])
  }

  /// Returns every file, by path relative to the output folder, in a fixed order.
  package func files() -> [(path: String, text: String)] {
    let options = RenderOptions(templates: templates, generatedBy: Self.command)
    // Every page of the documents' layouts is a view of the same routed matrix: route it once
    // for all. The conditions page compares the conditions across the whole product, once for
    // every language, routing only the scenarios it compares.
    let documents = pipeline.route(.default)
    let conditions = pipeline.route(.full, indexingCells: false, comparingConditions: true)
    var files: [(path: String, text: String)] = [("index.md", index())]
    for view in Self.pageViews {
      for (index, language) in languages(of: view).enumerated() {
        let page = pipeline.page(
          view, of: view.laysOutCells ? documents : conditions, language: language)
        let formats: [PageFormat] = index == 0 ? [.md, .html, .csv] : [.md]
        for format in formats {
          files.append(
            (path(view, format, language), pipeline.bytes(page, as: format, options: options)))
        }
      }
    }
    files.append(("tables/README.md", tablesReadme()))
    return files
  }

  /// Returns where a view goes: pages in a folder per language, CSV in `tables/`.
  private func path(_ view: ViewKind, _ format: PageFormat, _ language: Language) -> String {
    format == .csv
      ? "tables/\(view.rawValue).csv" : "\(language.rawValue)/\(view.rawValue).\(format.rawValue)"
  }

  private var notice: String {
    "<!-- " + RenderOptions(generatedBy: Self.command).generatedNotice!.htmlCommentEscaped + " -->"
  }

  /// Returns `index.md`: the template filled with a row of links per view.
  private func index() -> String {
    let pages = Self.pageViews.map { view in
      let layout =
        switch view {
        case .byCallbacks: Source.callOrderTests.title
        case .byOS: Source.moreCaveats.title
        case .conditions: Phrase.titleConditions.text(.en)
        default: Source.backgroundModeGuide.title
        }
      let links = languages(of: view).enumerated().map { index, language in
        "\(language.nativeName.markdownEscaped): [Markdown](\(path(view, .md, language)))"
          + (index == 0 ? " · [HTML](\(path(view, .html, language)))" : "")
      }
      return "| \(view.rawValue) | \(layout.markdownEscaped) | "
        + links.joined(separator: "<br>") + " |"
    }
    let tables = (Self.pageViews + [.long]).map { view in
      let csv =
        view == .long ? "`pushmatrix export --format csv`" : "[CSV](\(path(view, .csv, .en)))"
      return
        "| \(view.rawValue) | \(csv) | `pushmatrix render --view \(view.rawValue) --format json` |"
    }
    // The command is the tool's own and goes into code spans, where an escape would show.
    return notice + "\n"
      + templates[.docsIndex].filled([
        "command": Self.command, "page-rows": pages.joined(separator: "\n"),
        "table-rows": tables.joined(separator: "\n"),
      ])
  }

  private func tablesReadme() -> String {
    [
      notice,
      "# Machine-readable tables",
      "",
      "Every CSV file in this folder is generated by `\(Self.command)`; do not edit them. "
        + "CSV has no room for a comment line without breaking its readers, so this file says "
        + "it instead.",
      "",
      "- `*.csv`: RFC 4180, UTF-8, LF line ends, one header line. Cells that would start with "
        + "`=`, `+`, `-`, `@`, tab or CR get a leading `'` so that spreadsheets never run them. "
        + "Each line starts with the axis values that identify its table (such as `payload`, "
        + "`backgroundMode`, `callbacks`), so that a spreadsheet can filter by them; notes show "
        + "as `[slug]` and are explained in the view's Markdown and HTML pages.",
      "- JSON is not committed: `pushmatrix render --view VIEW --format json` prints the same "
        + "views with each cell's meaning in identifiers (`banner`, `arrival`, `tap`), its notes "
        + "by slug, and the documents' observations with their verdicts; it starts with a "
        + "`generated` member naming the command.",
      "",
      "For spreadsheet applications, `pushmatrix render --view VIEW --format csv --excel` adds a "
        + "byte-order mark and CRLF line ends.",
    ].joined(separator: "\n") + "\n"
  }
}
