import PushMatrixEngine
import PushMatrixModel

/// Looks up the notes that cells refer to by slug, and words them in one language.
///
/// A slug is a rule ID, a quirk ID, a ``Note`` ID or a contradiction ID; the notes are listed
/// by kind, then in the order the engine or the ledger declares them, never by first use.
package struct FootnoteCatalog: Sendable {
  /// The engine whose rules and quirks the notes explain.
  package var router: Router
  /// The notes the routed outcomes carry, by slug.
  package var notes: [String: Note]
  package var language: Language

  /// Creates a catalog over an engine's rules and quirks and the given outcome notes.
  package init(router: Router, notes: [String: Note], language: Language) {
    self.router = router
    self.notes = notes
    self.language = language
  }

  /// Returns the notes that the tables' cells and remarks refer to, in catalog order.
  package func footnotes(referencedBy tables: [TableView]) -> [Footnote] {
    var slugs: Set<String> = []
    var previous = ""
    for table in tables {
      for case .footnote(let slug) in table.remark { slugs.insert(slug) }
      for row in table.rows {
        for cell in row.cells {
          // Neighbouring cells mostly refer to the same notes: skip hashing a slug just seen.
          for case .footnote(let slug) in cell.runs where slug != previous {
            slugs.insert(slug)
            previous = slug
          }
        }
      }
    }
    return ordered.filter { slugs.contains($0.slug) }
  }

  /// Every note the catalog knows, in catalog order.
  package var ordered: [Footnote] {
    let rules =
      router.arrivalRules.map { rule(id: $0.id, $0.basis, $0.summary, $0.caveat, $0.sources) }
      + router.tapRules.map { rule(id: $0.id, $0.basis, $0.summary, $0.caveat, $0.sources) }
      + router.extensionRules.map {
        rule(id: $0.id, $0.basis, $0.summary, $0.caveat, $0.sources)
      }
      + router.launchRules.map { rule(id: $0.id, $0.basis, $0.summary, $0.caveat, $0.sources) }
    let quirks = router.quirks.map {
      Footnote(
        slug: $0.id, kind: .quirk, label: kindLabel(.quirk, $0.basis), text: $0.summary,
        sources: $0.sources)
    }
    let remarks = notes.values.sorted().map {
      Footnote(slug: $0.id, kind: .note, label: kindLabel(.note, nil), text: $0.text)
    }
    let contradictions = Contradiction.all.map {
      Footnote(
        slug: $0.id, kind: .contradiction, label: kindLabel(.contradiction, nil),
        text: $0.summary + " " + Phrase.resolution.text(language) + ": " + $0.resolution)
    }
    return rules + quirks + remarks + contradictions
  }

  private func rule(
    id: String, _ basis: Basis, _ summary: String, _ caveat: String?, _ sources: [Source]
  ) -> Footnote {
    Footnote(
      slug: id, kind: .rule, label: kindLabel(.rule, basis),
      text: summary + (caveat.map { " " + $0 } ?? ""), sources: sources)
  }

  private func kindLabel(_ kind: Footnote.Kind, _ basis: Basis?) -> String {
    let name: Phrase =
      switch kind {
      case .rule: .kindRule
      case .quirk: .kindQuirk
      case .note: .kindNote
      case .contradiction: .kindContradiction
      }
    return name.text(language) + (basis.map { ", " + Phrase.label($0).text(language) } ?? "")
  }

}
