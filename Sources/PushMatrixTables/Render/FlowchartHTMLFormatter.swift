import PushMatrixDocument
import PushMatrixIO
import PushMatrixModel

/// Renders the decision flowcharts as one self-contained HTML page: the page template with a
/// table of contents, a tree of nested lists per app state, drawn by the style sheet alone, and
/// the notes of the rules and quirks the trees name, each with a link back to its first mention.
///
/// Every text goes through ``Swift/String/htmlEscaped``; the page needs no network, and the
/// charts no script: page.js only opens the contents as a sidebar on a wide screen.
public enum FlowchartHTMLFormatter {
  /// Returns the page as HTML.
  public static func format(_ page: FlowchartPage, options: RenderOptions) -> String {
    let named = Set(page.charts.flatMap { $0.tree.leaves.flatMap { $0.rules + $0.quirks } })
    var unreferenced = named
    let trees = page.charts.map { chart in
      "<section class=\"flowchart\" id=\"\(chart.id.htmlEscaped)\""
        + HTMLFormatter.attributes(chart.heading.facets) + ">\n"
        + "<h2>\(chart.heading.label.htmlEscaped)</h2>\n<ul class=\"decision-tree\">\n"
        + item(chart.tree, answer: nil, language: page.language, unreferenced: &unreferenced)
        + "</ul>\n</section>"
    }
    let values = HTMLFormatter.values(
      view: FlowchartPage.name, language: page.language, title: page.title, intro: page.intro,
      contents: ContentsEntry.entries(of: page), legend: page.legend, footnotes: page.footnotes,
      referenced: named, options: options)
    return (options.generatedNotice.map { "<!-- \($0.htmlCommentEscaped) -->\n" } ?? "")
      + options.templates[.pageHTML].filled(
        values.merging(["tables": trees.joined(separator: "\n")]) { $1 })
  }

  /// Returns a tree as a list item: the answer that leads to it, then its question and the
  /// list of what each answer leads to, or the leaf with its rules and quirks linked to their
  /// notes.
  ///
  /// - Parameters:
  ///   - tree: the tree.
  ///   - answer: the answer that leads to it, or `nil` for a chart's root.
  ///   - language: the language of the page.
  ///   - unreferenced: the notes not yet linked on the page; the first link to each takes the
  ///     `id` its note's back-link leads to.
  /// - Returns: the item as HTML, ending in a line feed.
  private static func item(
    _ tree: DecisionTree<String, FlowchartPage.Answer>, answer: String?, language: Language,
    unreferenced: inout Set<String>
  ) -> String {
    var html = "<li>" + (answer.map { "<span class=\"answer\">\($0.htmlEscaped)</span> " } ?? "")
    func links(_ slugs: [String], releases: [String: String] = [:]) -> String {
      slugs.map { slug in
        let link = HTMLFormatter.reference(to: slug, first: unreferenced.remove(slug) != nil)
        return releases[slug].map {
          Phrase.quirkReleases.text(language, link, $0.htmlEscaped)
        } ?? link
      }.joined(separator: ", ")
    }
    switch tree {
    case .branch(let question, let yes, let no):
      html += "<span class=\"question\">\(question.htmlEscaped)</span>\n<ul>\n"
      html += item(
        yes, answer: Phrase.yes.text(language), language: language, unreferenced: &unreferenced)
      html += item(
        no, answer: Phrase.no.text(language), language: language, unreferenced: &unreferenced)
      html += "</ul>"
    case .leaf(let leaf):
      html += "<span class=\"leaf\">" + links(leaf.rules)
      html += "<br>" + leaf.outcome.htmlEscaped
      if !leaf.quirks.isEmpty {
        let quirks = links(leaf.quirks, releases: leaf.quirkReleases)
        html += "<br>" + Phrase.kindQuirk.text(language).htmlEscaped + ": " + quirks
      }
      html += "</span>"
    }
    return html + "</li>\n"
  }
}
