import PushMatrixDocument
import PushMatrixIO
import PushMatrixModel

extension DocsGenerator {
  /// Returns the HTML of a page written by hand, from its Markdown, in the look of the generated
  /// pages: its first heading is the page's title, its second-level headings its contents, and
  /// its links are made to work from where the HTML is (``htmlAddress(_:of:)``).
  ///
  /// - Parameters:
  ///   - page: the page; it must have an ``HandWrittenPage/htmlPath``.
  ///   - markdown: its Markdown.
  /// - Returns: the page, ending in a line feed.
  func handWrittenHTML(_ page: HandWrittenPage, markdown: String) -> String {
    var blocks = MarkdownReader.blocks(markdown) { Self.htmlAddress($0, of: page) }
    var title = page.title
    if case .heading(let heading)? = blocks.first, heading.level == 1 {
      title = heading.text.plainText
      blocks.removeFirst()
    }
    var contents: [ContentsEntry] = []
    for case .heading(let heading) in blocks where heading.level == 2 {
      if let id = heading.id {
        contents.append(ContentsEntry(id: id, title: heading.text.plainText))
      }
    }
    let values = HTMLFormatter.values(
      view: "hand-written", language: .en, title: title,
      intro: "Written by hand in \(page.sourcePath); this page is made from it by \(Self.command).",
      contents: contents, legend: [], footnotes: [], referenced: [],
      options: RenderOptions(templates: templates, generatedBy: Self.command))
    return notice + "\n"
      + templates[.pageHTML].filled(
        values.merging(["tables": HTMLWriter().blocks(blocks), "legend": ""]) { $1 })
  }

  /// Returns where a link of a page written by hand goes from its HTML: a link to another such
  /// page goes to that page's HTML, any other path within the package is made relative to the
  /// HTML's folder, and addresses with a scheme, anchors within the page and absolute paths
  /// stay as written.
  ///
  /// - Parameters:
  ///   - address: the link's address as the Markdown writes it.
  ///   - page: the page it is on.
  /// - Returns: the address in the HTML.
  static func htmlAddress(_ address: String, of page: HandWrittenPage) -> String {
    guard let html = page.htmlPath, !address.isEmpty, !address.hasPrefix("#"),
      !address.hasPrefix("/"), !address.contains(":")
    else { return address }
    let fragmentStart = address.firstIndex(of: "#") ?? address.endIndex
    // A link that leads out of the package stays as written.
    guard
      let target = FileSystem.normalized(
        relative: (Self.folder(of: page.sourcePath) + [String(address[..<fragmentStart])])
          .joined(separator: "/"))
    else { return address }
    let linked = handWrittenPages.first { $0.sourcePath == target }
    let destination =
      linked?.htmlPath.map { ["docs"] + Self.components($0) } ?? Self.components(target)
    let from = ["docs"] + Self.folder(of: html)
    let shared = zip(from, destination).prefix { $0 == $1 }.count
    let relative =
      Array(repeating: "..", count: from.count - shared) + destination.dropFirst(shared)
    return (relative.isEmpty ? "." : relative.joined(separator: "/"))
      + address[fragmentStart...]
  }

  /// Returns the path's components without its file name.
  private static func folder(of path: String) -> [String] { Array(components(path).dropLast()) }

  /// Returns a path's components, without empty ones.
  private static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }
}
