import PushMatrixDocument
import PushMatrixEngine
import PushMatrixModel

extension DocsGenerator {
  /// A page of the docs folder that is written by hand, which `index.html` links.
  package struct HandWrittenPage: Sendable, Hashable {
    /// The file, relative to the docs folder.
    package var path: String
    /// What a reader finds there, in one line.
    package var title: String
    /// Whether it gets an HTML page beside its Markdown.
    package var hasHTML = true

    /// The file below the package root, where its Markdown is read (the docs folder is
    /// `docs/` there).
    package var sourcePath: String {
      path.hasPrefix("../") ? String(path.dropFirst(3)) : "docs/" + path
    }

    /// Where its HTML is written, relative to the docs folder; `nil` for a file that is not
    /// Markdown.
    package var htmlPath: String? {
      guard hasHTML, path.hasSuffix(".md") else { return nil }
      let name = path.hasPrefix("../") ? String(path.dropFirst(3)).lowercased() : path
      return String(name.dropLast(3)) + ".html"
    }
  }

  /// The pages of the docs folder (and the package's README above it) written by hand, in the
  /// order `index.html` lists them, app teams' first; a test holds the list to the files there.
  ///
  /// The research notes on the SDK bridges are Markdown alone: the SDK pages show readers what
  /// the engine made of them, and their HTML, 241 KB, would take docs/ over its 12 MB.
  package static let handWrittenPages: [HandWrittenPage] = [
    .init(path: "../README.md", title: "README: what PushMatrix answers, install, commands"),
    .init(path: "app.md", title: "pushmatrix app: one app's page"),
    .init(path: "ci.md", title: "PushMatrix in an app's CI"),
    .init(
      path: "examples/pushmatrix-review.yml",
      title: "A GitHub Actions workflow that reviews a pull request in one comment"),
    .init(path: "scan.md", title: "pushmatrix scan: an app's profile from its sources"),
    .init(path: "bad-input.md", title: "Bad input and what PushMatrix answers"),
    .init(path: "performance.md", title: "Performance"),
    .init(path: "contributing.md", title: "Changing a routing rule, and cutting a release"),
    .init(
      path: "research/sdk-bridges/README.md",
      title: "Research notes: five push SDKs' iOS bridges, read at pinned commits",
      hasHTML: false),
    .init(
      path: "research/sdk-bridges/rnfb.md",
      title: "Research notes: @react-native-firebase/messaging on iOS", hasHTML: false),
    .init(
      path: "research/sdk-bridges/flutterfire.md",
      title: "Research notes: FlutterFire firebase_messaging on iOS", hasHTML: false),
    .init(
      path: "research/sdk-bridges/expo.md",
      title: "Research notes: expo-notifications and expo-task-manager on iOS", hasHTML: false),
    .init(
      path: "research/sdk-bridges/notifee.md", title: "Research notes: Notifee on iOS",
      hasHTML: false),
    .init(
      path: "research/sdk-bridges/onesignal.md",
      title: "Research notes: OneSignal and its React Native and Flutter wrappers on iOS",
      hasHTML: false),
  ]

  /// The part of `index.html` a reader finds each page in, by the `id` of its section, in the
  /// order of the README: what an app team reads first, then the tables.
  private enum SiteSection: String, CaseIterable {
    case handWritten = "hand-written"
    case pages, tables
    case others

    var title: String {
      switch self {
      case .handWritten: "Your app, its CI, and how PushMatrix works"
      case .pages: "Tables and charts"
      case .tables: "Machine-readable tables"
      case .others: "Other combinations"
      }
    }
  }

  /// Returns the address a page's file is written at in a language and format, and those of its
  /// other parts when it is split (``MarkdownFormatter/parts(_:options:budget:limit:address:)``),
  /// among the paths written.
  func addresses(
    _ name: String, _ format: PageFormat, _ language: Language, in written: Set<String>
  )
    -> [String]
  {
    let first = Self.path(name, format, language)
    guard written.contains(first) else { return [] }
    let parts = (2...Self.partLimit).map { Self.path(Self.partName(name, $0), format, language) }
    return [first] + parts.prefix { written.contains($0) }
  }

  /// Returns `index.html`: every page `generate` writes, in every language and format (each part
  /// of a page split into files), the CSV tables, and the pages written by hand, as one
  /// self-contained page in the look of the others.
  ///
  /// - Parameter written: the paths of the files written, relative to the docs folder.
  /// - Returns: the page.
  func indexHTML(_ written: Set<String>) -> String {
    let names =
      Self.pageViews.map(\.rawValue) + [FlowchartPage.name]
      + (pushServices == nil ? [] : [PushServicePage.name])
      + sdkPages.map { SDKPage.name($0.bridge) }
    var html: [String] = []
    html.append(section(.handWritten))
    html.append("<ul>")
    for page in Self.handWrittenPages {
      var links = [link(page.path, page.htmlPath == nil ? "file" : "Markdown")]
      if let address = page.htmlPath, written.contains(address) {
        links.append(link(address, "HTML"))
      }
      html.append("<li>" + page.title.htmlEscaped + ": " + links.joined(separator: " · ") + "</li>")
    }
    html.append("<li>This index: " + link("index.md", "Markdown") + "</li>")
    html.append("</ul>\n</section>")
    html.append(section(.pages))
    for name in names {
      html.append("<section class=\"site-page\" id=\"page-\(name.htmlEscaped)\">")
      html.append("<h3>\(name.htmlEscaped)</h3>")
      html.append("<p>\(pageTitle(name).htmlEscaped)</p>")
      html.append("<ul>")
      for language in Language.allCases {
        var links: [String] = []
        let markdown = addresses(name, .md, language, in: written)
        if let first = markdown.first {
          links.append(
            link(first, "Markdown")
              + (markdown.count > 1
                ? " ("
                  + markdown.enumerated().dropFirst().map {
                    link($1, "part \($0 + 1)")
                  }.joined(separator: ", ") + ")" : ""))
        }
        links += addresses(name, .html, language, in: written).map { link($0, "HTML") }
        if language == .en, written.contains(Self.path(name, .csv, language)) {
          links.append(link(Self.path(name, .csv, language), "CSV"))
        }
        guard !links.isEmpty else { continue }
        html.append(
          "<li lang=\"\(language.rawValue)\">\(language.nativeName.htmlEscaped): "
            + links.joined(separator: " · ") + "</li>")
      }
      html.append("</ul>\n</section>")
    }
    html.append("</section>")
    html.append(section(.tables))
    html.append(
      "<p>" + link("tables/README.md", "tables/README.md")
        + " says how the CSV files are written; JSON is one command away: "
        + "<code>pushmatrix render --view VIEW --format json</code>.</p>\n<ul>")
    for view in Self.pageViews where written.contains(Self.path(view.rawValue, .csv, .en)) {
      html.append(
        "<li>" + link(Self.path(view.rawValue, .csv, .en), "\(view.rawValue).csv") + "</li>")
    }
    html.append("</ul>\n</section>")
    html.append(section(.others))
    // Commands as code within lines, which wrap on a phone where a <pre> block would not.
    html.append(
      "<p>Every view renders in every format and language on request, for example:</p>\n<ul>\n"
        + "<li><code>pushmatrix render --view by-callbacks --format html --lang zh-Hant --expand "
        + "--os 9.3.2,12.3.1</code></li>\n<li><code>pushmatrix render --view long --format md "
        + "--state foreground --callbacks fetchReceive</code></li>\n</ul>\n<p>Run "
        + "<code>pushmatrix render --help</code> for the filters, and "
        + "<code>\(Self.command.htmlEscaped)</code> after changing the engine, the observations "
        + "or <code>Templates/</code>.</p>\n</section>")
    let title = "PushMatrix documentation"
    let intro =
      "Which iOS delegate callbacks a remote notification reaches: for your own app (pushmatrix "
      + "app, and in its CI), as tables in the layouts of "
      + "the source documents, what changes under each condition, and the decisions as "
      + "flowcharts, in English, Simplified and Traditional Chinese. Every page but the "
      + "hand-written ones is generated from the routing engine and the observations in "
      + "Matrices/observed/ by \(Self.command); a Markdown page over GitHub's size limit for "
      + "showing a file comes in parts. A view's pages come in English and in the language of "
      + "the document whose layout it follows; pushmatrix render --lang gives any view in any "
      + "language."
    let values = HTMLFormatter.values(
      view: "index", language: .en, title: title, intro: intro,
      contents: SiteSection.allCases.map { ContentsEntry(id: $0.rawValue, title: $0.title) },
      legend: [], footnotes: [], referenced: [],
      options: RenderOptions(templates: templates, generatedBy: Self.command))
    return notice + "\n"
      + templates[.pageHTML].filled(
        values.merging(["tables": html.joined(separator: "\n"), "legend": ""]) { $1 })
  }

  /// Returns the opening of a section of `index.html` and its heading.
  private func section(_ section: SiteSection) -> String {
    "<section class=\"site-section\" id=\"\(section.rawValue)\">\n<h2>\(section.title.htmlEscaped)</h2>"
  }

  /// Returns a link of `index.html`.
  private func link(_ address: String, _ text: String) -> String {
    "<a href=\"\(address.htmlEscaped)\">\(text.htmlEscaped)</a>"
  }

  /// Returns what a generated page shows, in English, and whose layout it follows.
  func pageTitle(_ name: String) -> String {
    switch name {
    case ViewKind.byCallbacks.rawValue:
      Phrase.titleByCallbacks.text(.en) + ", in the layout of " + Source.callOrderTests.title
    case ViewKind.byOS.rawValue:
      Phrase.titleByOS.text(.en) + ", in the layout of " + Source.moreCaveats.title
    case ViewKind.byPayload.rawValue:
      Phrase.titleByPayload.text(.en) + ", in the layout of " + Source.backgroundModeGuide.title
    case ViewKind.conditions.rawValue: Phrase.titleConditions.text(.en)
    case ViewKind.serviceExtension.rawValue: Phrase.titleServiceExtension.text(.en)
    case FlowchartPage.name: Phrase.titleFlowchart.text(.en)
    case PushServicePage.name: PushServicePage.phrases(.en).title
    default:
      SDKPage.phrases(.en).title(
        sdkPages.first { SDKPage.name($0.bridge) == name }?.bridge.title ?? name)
    }
  }
}
