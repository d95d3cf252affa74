/// The files of the generated documentation folder, computed in memory and byte for byte the
/// same on every run.
///
/// What is committed, chosen so that the folder stays small enough to check quickly: each
/// reader view (``readerViews``) as Markdown, HTML and CSV in the first language, and as
/// Markdown in every other language; by default the other language is the one of the document
/// whose layout the view follows (zh-Hant for by-callbacks, zh-Hans for by-os and by-payload),
/// so each document's tables come back in its own terms. JSON, the long view and every other
/// combination are one `pushmatrix render` away, and `index.md` says how.
public struct DocsGenerator: Sendable {
  /// The command cited in every generated file's first line.
  public static let command = "pushmatrix generate"
  /// The views that get pages.
  public static let readerViews: [ViewKind] = [.byCallbacks, .byOS, .byPayload]

  /// The engine and the documents' observations.
  public var pipeline: Pipeline
  /// The languages of the pages, the first one also that of the HTML and CSV; `nil` for English
  /// and each view's document language.
  public var languages: [Language]?
  public var templates: TemplateSet

  /// Creates a generator.
  public init(pipeline: Pipeline, languages: [Language]?, templates: TemplateSet) {
    self.pipeline = pipeline
    self.languages = languages
    self.templates = templates
  }

  /// Returns the language of the document whose layout a view follows.
  public static func documentLanguage(of view: ViewKind) -> Language {
    view == .byCallbacks ? .zhHant : .zhHans
  }

  /// Returns the languages a view's pages are written in, the first with HTML and CSV too.
  public func languages(of view: ViewKind) -> [Language] {
    languages ?? [.en, Self.documentLanguage(of: view)]
  }

  /// Returns every file, by path relative to the output folder, in a fixed order.
  public func files() -> [(path: String, text: String)] {
    let options = RenderOptions(templates: templates, generatedBy: Self.command)
    // Every page is a view of the same routed matrix: route it once for all.
    let routed = pipeline.route(.default)
    var files: [(path: String, text: String)] = [("index.md", index())]
    for view in Self.readerViews {
      for (index, language) in languages(of: view).enumerated() {
        let page = pipeline.page(view, of: routed, language: language)
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

  private func index() -> String {
    var lines = [
      notice,
      "# PushMatrix tables",
      "",
      "Which iOS delegate callbacks a remote notification reaches, laid out as the source "
        + "documents laid out their tables. Every file here is generated from the routing engine "
        + "and the observations in `Matrices/observed/` by `\(Self.command)`.",
      "",
      "| view | layout of | pages |",
      "| --- | --- | --- |",
    ]
    for view in Self.readerViews {
      let document: Source =
        switch view {
        case .byCallbacks: .callOrderTests
        case .byOS: .moreCaveats
        default: .backgroundModeGuide
        }
      let links = languages(of: view).enumerated().map { index, language in
        "\(language.nativeName.markdownEscaped): [Markdown](\(path(view, .md, language)))"
          + (index == 0 ? " · [HTML](\(path(view, .html, language)))" : "")
      }
      lines.append(
        "| \(view.rawValue) | \(document.title.markdownEscaped) | "
          + links.joined(separator: "<br>") + " |")
    }
    lines += [
      "",
      "## Machine-readable tables",
      "",
      "In [tables/](tables/README.md):",
      "",
      "| view | CSV | JSON |",
      "| --- | --- | --- |",
    ]
    for view in Self.readerViews + [.long] {
      let csv =
        view == .long ? "`pushmatrix export --format csv`" : "[CSV](\(path(view, .csv, .en)))"
      lines.append(
        "| \(view.rawValue) | \(csv) | `pushmatrix render --view \(view.rawValue) --format json` |")
    }
    lines += [
      "",
      "## Other combinations",
      "",
      "Every view renders in every format and language on request, for example:",
      "",
      "```sh",
      "pushmatrix render --view by-callbacks --format html --lang zh-Hant --expand --os 9.3.2,12.3.1",
      "pushmatrix render --view long --format md --state foreground --callbacks fetchReceive",
      "```",
      "",
      "Run `pushmatrix render --help` for the filters, and `\(Self.command)` after changing the "
        + "engine, the observations or `Templates/`.",
    ]
    return lines.joined(separator: "\n") + "\n"
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
