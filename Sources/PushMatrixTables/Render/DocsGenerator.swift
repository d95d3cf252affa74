import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// The files of the generated documentation folder, computed in memory and byte for byte the
/// same on every run.
///
/// What is committed, chosen so that the folder stays small enough to check quickly: each
/// reader view (``readerViews``) as Markdown, HTML and CSV in the first language, and as
/// Markdown in every other language; by default the other language is the one of the document
/// whose layout the view follows (zh-Hant for by-callbacks, zh-Hans for by-os and by-payload),
/// so each document's tables come back in its own terms. The page of what changes under each
/// condition (``ViewKind/conditions``) follows no document and comes in every language; so does
/// the page of whether the service extension runs (``ViewKind/serviceExtension``), in HTML too,
/// for readers who land on it with that one question. The
/// decision flowcharts come in every language of a view, as Markdown with Mermaid charts, and as
/// HTML in the first. Every page's header links the pages beside it. A Markdown page over
/// ``markdownBudget`` comes in parts (``MarkdownFormatter/parts(_:options:budget:limit:address:)``).
/// `index.md` and `index.html` link every page, in every language and part; JSON, the long view
/// and every other combination are one `pushmatrix render` away, and both say how.
package struct DocsGenerator: Sendable {
  /// The command cited in every generated file's first line.
  package static let command = CommitJournal.command
  /// The views in the layouts of the documents.
  package static let readerViews: [ViewKind] = [.byCallbacks, .byOS, .byPayload]
  /// The views that get pages: the documents' layouts, then what changes under each condition,
  /// then whether the service extension runs.
  package static let pageViews: [ViewKind] = readerViews + [.conditions, .serviceExtension]
  /// The most bytes a generated Markdown file may take: GitHub shows no Markdown file much over
  /// 512 KB, so a page over this budget is split into parts at its sections, each under it.
  package static let markdownBudget = 400_000
  /// The most parts a page is split into.
  package static let partLimit = 9

  /// The engine and the documents' observations.
  package var pipeline: Pipeline
  /// The languages of the pages, the first one also that of the HTML and CSV; `nil` for English
  /// and each view's document language.
  package var languages: [Language]?
  package var templates: TemplateSet
  /// The page of what push services send, or `nil` for none.
  package var pushServices: PushServicePage?
  /// The pages of the push SDKs, one per bridge, in the order of ``SDKBridge/all``.
  package var sdkPages: [SDKPage]
  /// The Markdown of the pages written by hand, by ``HandWrittenPage/path``, each given an
  /// HTML page; a page left out gets none.
  package var handWritten: [String: String]

  /// Creates a generator.
  package init(
    pipeline: Pipeline, languages: [Language]?, templates: TemplateSet,
    pushServices: PushServicePage? = nil, sdkPages: [SDKPage] = [],
    handWritten: [String: String] = [:]
  ) {
    self.pipeline = pipeline
    self.languages = languages
    self.templates = templates
    self.pushServices = pushServices
    self.sdkPages = sdkPages
    self.handWritten = handWritten
  }

  /// Returns the language of the document whose layout a view follows.
  package static func documentLanguage(of view: ViewKind) -> Language {
    view == .byCallbacks ? .zhHant : .zhHans
  }

  /// Returns the languages a view's pages are written in, the first with HTML and CSV too: the
  /// pages that follow no document come in every document's language.
  package func languages(of view: ViewKind) -> [Language] {
    languages ?? (view.laysOutCells ? [.en, Self.documentLanguage(of: view)] : Language.allCases)
  }

  /// Returns the languages a view's HTML page is written in: the first of its languages, and
  /// every one for the service-extension page, a short page a reader opens for one answer.
  package func htmlLanguages(of view: ViewKind) -> [Language] {
    let languages = languages(of: view)
    return view == .serviceExtension ? languages : Array(languages.prefix(1))
  }

  /// The languages of the flowcharts: every language a view's pages are written in, in order of
  /// first use, the first one also that of the HTML.
  package var flowchartLanguages: [Language] {
    var seen: Set<Language> = []
    return Self.pageViews.flatMap(languages(of:)).filter { seen.insert($0).inserted }
  }

  /// Returns every file, by path relative to the output folder, in a fixed order.
  package func files() -> [(path: String, text: String)] { files { ($0, $1) } }

  /// Returns what `use` makes of every file, in a fixed order, each file handed over as soon as
  /// it is made, so that its text can go once used: `check` keeps a comparison, not the page.
  ///
  /// - Parameter use: makes the result from a file's path relative to the output folder and its
  ///   text; called from several threads at once.
  /// - Returns: the results, in the order of ``files()``.
  package func files<File: Sendable>(_ use: @escaping @Sendable (String, String) -> File)
    -> [File]
  {
    // Every page of the documents' layouts, and the flowcharts, are views of the same routed
    // matrix: route it once for all. The conditions page compares the conditions across the
    // whole product, once for every language, routing only the scenarios it compares; the other
    // pages are laid out meanwhile. Each page is worked out on its own processor.
    let documents = pipeline.route(.default)
    typealias Files = [(path: String, file: File)]
    var documentPages: [@Sendable () -> Files] = []
    var conditionPages: [@Sendable (RoutedSpace) -> Files] = []
    for view in Self.pageViews {
      for (index, language) in languages(of: view).enumerated() {
        let page = { @Sendable (routed: RoutedSpace) -> Files in
          let page = pipeline.page(view, of: routed, language: language)
          let formats: [PageFormat] =
            [.md] + (htmlLanguages(of: view).contains(language) ? [.html] : [])
            + (index == 0 ? [.csv] : [])
          return files(view.rawValue, language, in: formats) {
            path, format, options -> Files in
            guard format == .md else {
              return [(path, use(path, pipeline.bytes(page, as: format, options: options)))]
            }
            let parts = MarkdownFormatter.parts(
              page, options: options, budget: Self.markdownBudget, limit: Self.partLimit
            ) { Self.partName(view.rawValue, $0) + ".md" }
            return parts.map { part in
              let path = "\(language.rawValue)/\(part.address)"
              return (path, use(path, part.text))
            }
          }.flatMap { $0 }
        }
        if view.laysOutCells {
          documentPages.append { page(documents) }
        } else {
          conditionPages.append(page)
        }
      }
    }
    documentPages.append {
      let flowcharts = pipeline.flowcharts(of: documents, languages: flowchartLanguages)
      return zip(flowchartLanguages, flowcharts).enumerated().flatMap { index, chart in
        files(FlowchartPage.name, chart.0, in: index == 0 ? [.md, .html] : [.md]) {
          (path: $0, file: use($0, pipeline.bytes(chart.1, as: $1, options: $2)))
        }
      }
    }
    let (laidOut, compared) = concurrently(
      { [documentPages] in documentPages.concurrentMap(minimumCount: 2) { $0() } },
      { [conditionPages] in
        let conditions = pipeline.route(.full, indexingCells: false, comparingConditions: true)
        return conditionPages.concurrentMap(minimumCount: 2) { $0(conditions) }
      })
    // The pages in the order of their views, the conditions last, then the flowcharts.
    let pageFiles = (laidOut.dropLast() + compared + laidOut.suffix(1)).flatMap { $0 }
    let notice = notice
    let services = pushServices.map { page -> Files in
      Language.allCases.map { language in
        let path = Self.path(PushServicePage.name, .md, language)
        return (path, use(path, page.markdown(language, notice: notice)))
      }
    }
    // The SDKs' pages are Markdown alone, in every language, as the push services' page is.
    let sdkPages = sdkPages.flatMap { page in
      Language.allCases.map { language in
        let path = Self.path(SDKPage.name(page.bridge), .md, language)
        return (path, use(path, page.markdown(language, notice: notice)))
      }
    }
    let handWrittenPages = Self.handWrittenPages.compactMap { page -> (String, File)? in
      guard let path = page.htmlPath, let markdown = handWritten[page.path] else { return nil }
      return (path, use(path, handWrittenHTML(page, markdown: markdown)))
    }
    // The indexes link the files as written, the parts of a page split into files among them.
    let made: Files = pageFiles + (services ?? []) + sdkPages + handWrittenPages
    let written = Set(made.map(\.path) + ["tables/README.md"])
    let indexes: [File] = [use("index.md", index(written)), use("index.html", indexHTML(written))]
    return indexes + made.map(\.file) + [use("tables/README.md", tablesReadme())]
  }

  /// Returns what `make` makes of one page in each of some formats, from the file's path, the
  /// format and the page's options.
  private func files<File>(
    _ name: String, _ language: Language, in formats: [PageFormat],
    _ make: (String, PageFormat, RenderOptions) -> File
  ) -> [File] {
    formats.map { format in
      make(Self.path(name, format, language), format, options(name, format, language))
    }
  }

  /// Returns the options of a page: the templates, the generated line, and the links to the
  /// pages written beside it in its language and format, then to the SDKs' Markdown pages.
  private func options(_ name: String, _ format: PageFormat, _ language: Language) -> RenderOptions
  {
    RenderOptions(
      templates: templates, generatedBy: Self.command,
      pages: pageNames(language, format).map {
        PageLink(label: $0, address: $0 == name ? nil : "\($0).\(format.rawValue)")
      }
        // The SDKs' pages, Markdown alone, from every page, HTML included.
        + (format == .md || format == .html ? sdkPages : []).map {
          PageLink(label: SDKPage.name($0.bridge), address: SDKPage.name($0.bridge) + ".md")
        })
  }

  /// Returns the names of the pages written in a language and format: the views', then the
  /// flowcharts'; the Markdown pages come in every language of a view, the HTML pages in those
  /// of ``htmlLanguages(of:)`` and the flowcharts' first.
  private func pageNames(_ language: Language, _ format: PageFormat) -> [String] {
    guard format == .md || format == .html else { return [] }
    let views = Self.pageViews.filter {
      (format == .md ? languages(of: $0) : htmlLanguages(of: $0)).contains(language)
    }
    let flowcharts =
      format == .md ? flowchartLanguages.contains(language) : flowchartLanguages.first == language
    return views.map(\.rawValue) + (flowcharts ? [FlowchartPage.name] : [])
  }

  /// Every path, relative to the output folder, that `generate` writes there in some choice of
  /// languages: the only destinations a journal may name below the docs folder.
  package static let everyPath: Set<String> = {
    var paths: Set<String> = ["index.md", "index.html", "tables/README.md"]
    for view in pageViews {
      paths.insert(path(view.rawValue, .csv, .en))
      for language in Language.allCases {
        paths.formUnion((2...partLimit).map { path(partName(view.rawValue, $0), .md, language) })
      }
    }
    for name in pageViews.map(\.rawValue) + [FlowchartPage.name] {
      for language in Language.allCases {
        paths.formUnion([path(name, .md, language), path(name, .html, language)])
      }
    }
    for language in Language.allCases {
      paths.insert(path(PushServicePage.name, .md, language))
      paths.formUnion(SDKBridge.all.map { path(SDKPage.name($0), .md, language) })
    }
    paths.formUnion(handWrittenPages.compactMap(\.htmlPath))
    return paths
  }()

  /// Returns the name of a part of a page split into files, from its number: the first part
  /// keeps the page's name, so that every link to the page still lands, and the others are
  /// `NAME-partN`.
  static func partName(_ name: String, _ number: Int) -> String {
    number == 1 ? name : "\(name)-part\(number)"
  }

  /// Returns the path of the first part of the page a part belongs to, the page's own name.
  package static func firstPart(of part: String) -> String {
    part.replacingOccurrences(of: #"-part[0-9]+\.md$"#, with: ".md", options: .regularExpression)
  }

  /// Whether a path relative to the docs folder is that of a page's second or later part.
  package static func isPart(_ path: String) -> Bool {
    everyPath.contains(path)
      && path.range(of: #"-part[0-9]+\.md$"#, options: .regularExpression) != nil
  }

  /// Returns where a page goes: pages in a folder per language, CSV in `tables/`.
  static func path(_ name: String, _ format: PageFormat, _ language: Language) -> String {
    format == .csv
      ? "tables/\(name).csv" : "\(language.rawValue)/\(name).\(format.rawValue)"
  }

  /// The first line of every Markdown page it writes, saying it is generated.
  package static let notice =
    "<!-- " + RenderOptions(generatedBy: command).generatedNotice!.htmlCommentEscaped + " -->"

  var notice: String { Self.notice }

  /// Returns `index.md`: the template filled with a row of links per view and for the flowcharts.
  ///
  /// - Parameter written: the paths of the files written, relative to the docs folder.
  /// - Returns: the page.
  private func index(_ written: Set<String>) -> String {
    let pages = Self.pageViews.map { view in
      let layout =
        switch view {
        case .byCallbacks: Source.callOrderTests.title
        case .byOS: Source.moreCaveats.title
        case .conditions: Phrase.titleConditions.text(.en)
        case .serviceExtension: Phrase.titleServiceExtension.text(.en)
        default: Source.backgroundModeGuide.title
        }
      return "| \(view.rawValue) | \(layout.markdownEscaped) | "
        + links(view.rawValue, languages(of: view), written) + " |"
    }
    let flowchart =
      "| \(FlowchartPage.name) | \(Phrase.titleFlowchart.text(.en).markdownEscaped) | "
      + links(FlowchartPage.name, flowchartLanguages, written) + " |"
    // The push services' page is Markdown alone, in every language.
    let services = pushServices.map { _ in
      "| \(PushServicePage.name) | "
        + PushServicePage.phrases(.en).title.markdownEscaped + " | "
        + Language.allCases.map {
          "\($0.nativeName.markdownEscaped): [Markdown](\(Self.path(PushServicePage.name, .md, $0)))"
        }.joined(separator: "<br>") + " |"
    }
    let sdks = sdkPages.map { page in
      "| \(SDKPage.name(page.bridge)) | "
        + SDKPage.phrases(.en).title(page.bridge.title).markdownEscaped + " | "
        + links(SDKPage.name(page.bridge), Language.allCases, written) + " |"
    }
    let tables = (Self.pageViews + [.long]).map { view in
      let csv =
        view == .long
        ? "`pushmatrix export --format csv`" : "[CSV](\(Self.path(view.rawValue, .csv, .en)))"
      return
        "| \(view.rawValue) | \(csv) | `pushmatrix render --view \(view.rawValue) --format json` |"
    }
    // The command is the tool's own and goes into code spans, where an escape would show.
    return notice + "\n"
      + templates[.docsIndex].filled([
        "command": Self.command,
        "page-rows": (pages + [flowchart] + [services].compactMap { $0 } + sdks)
          .joined(separator: "\n"),
        "table-rows": tables.joined(separator: "\n"),
      ])
  }

  /// Returns the links of `index.md` to a page in each of its languages: Markdown in every one,
  /// each part of a page split into files after the first, and HTML too where it is written.
  private func links(_ name: String, _ languages: [Language], _ written: Set<String>) -> String {
    languages.map { language in
      let parts = addresses(name, .md, language, in: written).enumerated().dropFirst().map {
        "[part \($0 + 1)](\($1))"
      }
      let html = Self.path(name, .html, language)
      return "\(language.nativeName.markdownEscaped): [Markdown](\(Self.path(name, .md, language)))"
        + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
        + (written.contains(html) ? " · [HTML](\(html))" : "")
    }.joined(separator: "<br>")
  }

  private func tablesReadme() -> String {
    let csv: [Document.Inline] = [
      .code("*.csv"),
      .text(
        ": RFC 4180, UTF-8, LF line ends, one header line. Cells that would start "
          + "with "), .code("="), ", ", .code("+"), ", ", .code("-"), ", ", .code("@"),
      ", tab or CR get a leading ", .code("'"),
      .text(
        " so that spreadsheets never run them. Each line "
          + "starts with the axis values that identify its table (such as "), .code("payload"),
      ", ",
      .code("backgroundMode"), ", ", .code("callbacks"),
      "), so that a spreadsheet can filter by them; notes show as ", .code("[slug]"),
      .text(
        " and are explained in the view's Markdown and HTML pages. On a release that does not "
          + "call every callback of a set (willPresent before iOS 10), the set has no line of "
          + "its own: it behaves as the callbacks the release calls, whose line stands for it, "
          + "as the pages say beside each table. "), .code("pushmatrix export"),
      " lists every scenario.",
    ]
    let json: [Document.Inline] = [
      "JSON is not committed: ", .code("pushmatrix render --view VIEW --format json"),
      " prints the same views with each cell's meaning in identifiers (", .code("banner"), ", ",
      .code("arrival"), ", ", .code("tap"),
      .text(
        "), its notes by slug, and the documents' "
          + "observations with their verdicts; it starts with a "), .code("generated"),
      " member naming the command.",
    ]
    let document = Document([
      .heading(1, "Machine-readable tables"),
      .paragraph([
        "Every CSV file in this folder is generated by ", .code(Self.command),
        .text(
          "; do not edit them. CSV has no room for a comment line without breaking its "
            + "readers, so this file says it instead."),
      ]),
      .list([Document.ListItem(csv), Document.ListItem(json)]),
      .paragraph([
        "For spreadsheet applications, ",
        .code("pushmatrix render --view VIEW --format csv --excel"),
        " adds a byte-order mark and CRLF line ends.",
      ]),
    ])
    return notice + "\n" + MarkdownWriter().markdown(document)
  }
}
