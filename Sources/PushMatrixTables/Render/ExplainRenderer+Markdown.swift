import PushMatrixCompare
import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

extension ExplainRenderer {
  /// Returns the explanation as GitHub-flavoured Markdown: the same sections as the text, laid
  /// out as a ``Document`` for ``MarkdownWriter``, which escapes every text.
  ///
  /// - Parameters:
  ///   - trail: the scenario's route.
  ///   - judgements: the observations of the scenario with their verdicts, or `nil`.
  ///   - assumed: the identifiers of the axes the command was not told and assumed a value of.
  ///   - whatIf: the single changes that change the answer, when asked for.
  /// - Returns: the Markdown text.
  package static func markdown(
    _ trail: Router.Trail, judgements: [Judgement]?, assumed: [String] = [],
    whatIf: WhatIf? = nil
  ) -> String {
    MarkdownWriter().markdown(
      document(trail, judgements: judgements, assumed: assumed, whatIf: whatIf))
  }

  /// Returns the explanation laid out as a document.
  static func document(
    _ trail: Router.Trail, judgements: [Judgement]?, assumed: [String], whatIf: WhatIf?
  ) -> Document {
    let scenario = trail.context.scenario
    var blocks: [Document.Block] = [.heading(2, "scenario"), .paragraph([.code("\(scenario)")])]
    blocks.append(
      .bullets(
        assumed.map { id in
          "assumed \(id)=\(value(of: id, in: scenario)) (not given; pass "
            + "--\(AxisRegistry.axes[AxisRegistry.position(ofID: id)!].option) to choose)"
        }, role: .remark))
    blocks.append(
      .table(Document.Table(columns: ["", "answer"], rows: answerFields(trail).map { [$0, $1] })))
    blocks.append(
      .table(
        Document.Table(
          columns: ["callback", "method"],
          cells: implemented(by: scenario).map { [[.code($0.rawValue)], [.code($0.selector)]] })))
    blocks += [
      .heading(2, "rules"),
      .definitions(
        ruleEntries(trail).map { entry in
          Document.Definition(
            [.text("\(entry.role): "), .code(entry.id), .text(" (\(entry.basis))")],
            description: [.paragraph([.text(entry.summary)])]
              + (entry.caveat.map { [.paragraph([.text("caveat: \($0)")])] } ?? [])
              + [.list(entry.sources.map { Document.ListItem(sourceInlines($0)) })])
        }),
    ]
    let notes = trail.outcome.notes
    if !notes.isEmpty {
      blocks += [
        .heading(2, "notes"),
        .list(
          notes.map { note in
            let sources = noteRule(of: note, in: trail).map { rule in
              [Document.Block.paragraph([.text("basis: \(rule.basis)")])]
                + [.list(rule.sources.map { Document.ListItem(sourceInlines($0)) })]
            }
            return Document.ListItem(
              [.code(note.id), .text(" \(note.text)")], children: sources ?? [])
          }),
      ]
    }
    blocks.append(.heading(2, "observations"))
    if let judgements, !judgements.isEmpty {
      blocks.append(
        .list(
          observationEntries(judgements).map {
            Document.ListItem([.text($0.headline)], children: [.bullets($0.details)])
          }))
    } else {
      blocks.append(.paragraph([.text(judgements == nil ? observationsNotLoaded : noObservations)]))
    }
    if let whatIf {
      blocks += [
        .heading(2, whatIfTitle), .paragraph([.text(whatIfRemark(whatIf))], role: .remark),
      ]
      if !whatIf.changes.isEmpty {
        blocks.append(
          .table(
            Document.Table(
              columns: ["change", "answer", "decided by"],
              cells: whatIf.changes.map {
                [
                  [.code(options($0))], [.text(transition($0, from: whatIf.answer))],
                  [.text(deciders($0))],
                ]
              })))
      }
    }
    return Document(blocks)
  }

  /// Returns a source as a link to its address where it has one, then what is noted about it.
  private static func sourceInlines(_ source: Source) -> [Document.Inline] {
    let title: Document.Inline =
      source.url.map { .link([.text(source.title)], to: $0) } ?? .text(source.title)
    return [title] + (source.urlNote.map { [.text(" (\($0))")] } ?? [])
  }
}
