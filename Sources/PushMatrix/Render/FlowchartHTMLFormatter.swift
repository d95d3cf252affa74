/// Renders the decision flowcharts as one self-contained HTML page: the page template with a
/// tree of nested lists per app state, drawn by the style sheet alone, and the notes of the
/// rules and quirks the trees name.
///
/// Every text goes through ``Swift/String/htmlEscaped``; the page needs no script and no
/// network.
public enum FlowchartHTMLFormatter {
  /// Returns the page as HTML.
  public static func format(_ page: FlowchartPage, options: RenderOptions) -> String {
    let trees = page.charts.map { chart in
      "<section class=\"flowchart\" id=\"flowchart-\(chart.heading.key.htmlEscaped)\""
        + HTMLFormatter.attributes(chart.heading.facets) + ">\n"
        + "<h2>\(chart.heading.label.htmlEscaped)</h2>\n<ul class=\"decision-tree\">\n"
        + item(chart.tree, answer: nil, language: page.language) + "</ul>\n</section>"
    }
    let values = HTMLFormatter.values(
      view: FlowchartPage.name, language: page.language, title: page.title, intro: page.intro,
      legend: page.legend, footnotes: page.footnotes, options: options)
    return (options.generatedNotice.map { "<!-- \($0.htmlCommentEscaped) -->\n" } ?? "")
      + options.templates[.pageHTML].filled(
        values.merging(["tables": trees.joined(separator: "\n")]) { $1 })
  }

  /// Returns a tree as a list item: the answer that leads to it, then its question and the
  /// list of what each answer leads to, or the leaf with its rules and quirks linked to their
  /// notes.
  private static func item(
    _ tree: DecisionTree<String, FlowchartPage.Answer>, answer: String?, language: Language
  ) -> String {
    var html = "<li>" + (answer.map { "<span class=\"answer\">\($0.htmlEscaped)</span> " } ?? "")
    switch tree {
    case .branch(let question, let yes, let no):
      html += "<span class=\"question\">\(question.htmlEscaped)</span>\n<ul>\n"
      html += item(yes, answer: Phrase.yes.text(language), language: language)
      html += item(no, answer: Phrase.no.text(language), language: language)
      html += "</ul>"
    case .leaf(let leaf):
      html += "<span class=\"leaf\">" + leaf.rules.map(link).joined(separator: ", ")
      html += "<br>" + leaf.outcome.htmlEscaped
      if !leaf.quirks.isEmpty {
        html +=
          "<br>" + Phrase.kindQuirk.text(language).htmlEscaped + ": "
          + leaf.quirks.map(link).joined(separator: ", ")
      }
      html += "</span>"
    }
    return html + "</li>\n"
  }

  /// Returns a link to a note by its slug.
  private static func link(_ slug: String) -> String {
    "<a href=\"#\(Footnote.anchor(slug))\">\(slug.htmlEscaped)</a>"
  }
}
