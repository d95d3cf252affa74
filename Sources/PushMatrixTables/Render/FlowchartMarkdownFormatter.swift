import PushMatrixDocument
import PushMatrixIO
import PushMatrixModel

/// Renders the decision flowcharts as GitHub-flavoured Markdown: the head template with a table of
/// contents, a Mermaid flowchart per app state, which GitHub draws, and the notes of the rules and
/// quirks they name, each part anchored by the `id` the HTML page gives it.
///
/// Questions are diamonds with an arrow per answer; each leaf is a box that names the deciding
/// rule, what it shows and calls, and any quirk that changes that, with the releases it is
/// limited to. Every text goes through
/// ``Swift/String/mermaidEscaped``.
public enum FlowchartMarkdownFormatter {
  /// Returns the page as Markdown.
  public static func format(_ page: FlowchartPage, options: RenderOptions) -> String {
    var markdown = options.generatedNotice.map { "<!-- \($0.htmlCommentEscaped) -->\n" } ?? ""
    markdown += MarkdownFormatter.head(
      view: FlowchartPage.name, language: page.language, title: page.title, intro: page.intro,
      contents: ContentsEntry.entries(of: page), hasNotes: !page.footnotes.isEmpty,
      legend: page.legend, options: options)
    let writer = MarkdownWriter()
    for chart in page.charts {
      let chart: [Document.Block] = [
        .heading(2, chart.heading.label, id: chart.id),
        .code(["flowchart TD"] + lines(chart.tree, language: page.language), language: "mermaid"),
      ]
      markdown += "\n" + writer.blocks(chart) + "\n"
    }
    return markdown + MarkdownFormatter.notes(page.footnotes, language: page.language)
  }

  /// Returns the lines of a chart's nodes and arrows, each node numbered in preorder.
  private static func lines(
    _ tree: DecisionTree<String, FlowchartPage.Answer>, language: Language
  ) -> [String] {
    let answers = [
      Phrase.yes.text(language).mermaidEscaped, Phrase.no.text(language).mermaidEscaped,
    ]
    var lines: [String] = []
    var count = 0
    func node(_ tree: DecisionTree<String, FlowchartPage.Answer>) {
      count += 1
      let id = "n\(count)"
      switch tree {
      case .branch(let question, let yes, let no):
        lines.append("  \(id){\"\(question.mermaidEscaped)\"}")
        for (answer, subtree) in zip(answers, [yes, no]) {
          // Nodes are numbered in preorder, so the subtree's is the next number.
          lines.append("  \(id) -->|\"\(answer)\"| n\(count + 1)")
          node(subtree)
        }
      case .leaf(let leaf):
        let quirks =
          leaf.quirks.isEmpty
          ? []
          : [
            Phrase.kindQuirk.text(language) + ": "
              + leaf.quirks.map { leaf.quirk($0, language: language) }.joined(separator: ", ")
          ]
        let label = ([leaf.rules.joined(separator: ", "), leaf.outcome] + quirks).map(
          \.mermaidEscaped)
        lines.append("  \(id)[\"\(label.joined(separator: "<br/>"))\"]")
      }
    }
    node(tree)
    return lines
  }
}
