import PushMatrixIO

extension MarkdownFormatter {
  /// Returns a page as Markdown in as few files as keep each under a budget, split between its
  /// sections: each file a whole page, with the head, the legend, the contents of every part
  /// (those of other parts linked into their files) and the notes its own cells cite.
  ///
  /// A page within the budget is one file. Otherwise the sections are shared out into 2, 3, …
  /// runs of consecutive sections, each time as evenly as their sizes allow, until every part
  /// fits, each holds one section or there are `limit` parts; a part can stay over the budget
  /// then, which the tests of the generated pages report.
  ///
  /// - Parameters:
  ///   - page: the page.
  ///   - options: the templates, the generated line and the links to the pages beside it.
  ///   - budget: the most bytes of UTF-8 a file may take.
  ///   - limit: the most files the page is split into.
  ///   - address: the address of a part's file, relative to the page, by its number from 1.
  /// - Returns: each file's address and text, in the order of the sections.
  public static func parts(
    _ page: TablePage, options: RenderOptions, budget: Int, limit: Int,
    address: (Int) -> String
  ) -> [(address: String, text: String)] {
    // Lifted once for the whole page and every trial split of it, whose sections are each
    // rendered once: a section reads the same in every part.
    let page = page.liftingColumnNotes()
    let references = References(page.footnotes)
    var cells = CellRenderings()
    let sections = page.sections.indices.map { index in
      let sink = StringSink()
      var text = ""
      append(
        section: index, of: page, rows: EmptyCollection(), to: &text, cells: &cells,
        references: references, sink: sink)
      return sink.text + text
    }
    // The openings made so far, by what they depend on besides the page: every part that holds
    // one section alone, to weigh it, has the same.
    var openings: [Opening: String] = [:]
    // The page, or a part of it, as ``write(_:rows:options:to:)`` writes it.
    func text(_ part: PagePart?) -> String {
      var options = options
      options.part = part
      let footnotes = footnotes(of: page, in: part)
      let key = Opening(part, sections: sections.count, hasNotes: !footnotes.isEmpty)
      let opening =
        openings[key]
        ?? {
          let opening = Self.opening(page, footnotes: footnotes, options: options)
          openings[key] = opening
          return opening
        }()
      return opening + sections[part?.sections ?? sections.indices].joined()
        + closing(footnotes, references: references, language: page.language)
    }
    let whole = text(nil)
    let count = page.sections.count
    guard whole.utf8.count > budget, count > 1 else { return [(address(1), whole)] }
    // Each section's weight: the size of a part that holds it alone.
    let weights = (0..<count).map { section in
      let alone = PagePart.File(address: address(1), sections: section..<section + 1)
      return text(PagePart(index: 0, files: [alone])).utf8.count
    }
    var texts: [String] = []
    var files: [PagePart.File] = []
    for parts in 2...max(2, min(count, limit)) {
      files = balanced(weights, into: parts).enumerated().map {
        PagePart.File(address: address($0 + 1), sections: $1)
      }
      texts = files.indices.map { text(PagePart(index: $0, files: files)) }
      if texts.allSatisfy({ $0.utf8.count <= budget }) { break }
    }
    return zip(files, texts).map { ($0.address, $1) }
  }

  /// What the opening of a part of a page depends on besides the page and the options
  /// (``opening(_:footnotes:options:)``): where its contents link each section, its place among
  /// the files, and whether it has notes.
  private struct Opening: Hashable {
    var addresses: [String?]
    var index: Int?
    var files: [String]
    var hasNotes: Bool

    init(_ part: PagePart?, sections: Int, hasNotes: Bool) {
      addresses = (0..<sections).map { part?.address(ofSection: $0) }
      index = part?.index
      files = part?.files.map(\.address) ?? []
      self.hasNotes = hasNotes
    }
  }

  /// Returns the runs of consecutive indices of `weights` that split it into `parts` runs, none
  /// empty, whose largest sum of weights is the least it can be (the first such split).
  static func balanced(_ weights: [Int], into parts: Int) -> [Range<Int>] {
    let count = weights.count
    precondition(parts >= 1 && parts <= count)
    var prefix = [0]
    for weight in weights { prefix.append(prefix.last! + weight) }
    // best[k][i]: the least largest sum splitting the first i weights into k runs, and where
    // the last run starts.
    var best = Array(
      repeating: Array(repeating: (cost: Int.max, start: 0), count: count + 1), count: parts + 1)
    best[0][0] = (0, 0)
    for k in 1...parts {
      for end in k...count {
        for start in (k - 1)..<end where best[k - 1][start].cost != Int.max {
          let cost = max(best[k - 1][start].cost, prefix[end] - prefix[start])
          if cost < best[k][end].cost { best[k][end] = (cost, start) }
        }
      }
    }
    var runs: [Range<Int>] = []
    var end = count
    for k in stride(from: parts, through: 1, by: -1) {
      let start = best[k][end].start
      runs.insert(start..<end, at: 0)
      end = start
    }
    return runs
  }
}
