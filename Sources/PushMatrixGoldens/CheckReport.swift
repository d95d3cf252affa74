import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// Everything `check` found: golden cells that differ, generated files that are stale, and
/// observations nothing explains.
package struct CheckReport: Sendable {
  /// One report per golden file, by key.
  package var goldens: [ChangeReport]
  /// Generated files (the docs, goldens not in canonical form and, when compared, the digests of
  /// the conditions' pairs) whose bytes differ, and files beside the goldens and digests that
  /// `generate` does not write.
  package var files: [FileDifference]
  /// Observations that differ from the engine with no recorded contradiction.
  package var unexplained: [Judgement]

  /// Whether everything agrees.
  package var passes: Bool {
    goldens.allSatisfy(\.isEmpty) && files.isEmpty && unexplained.isEmpty
  }

  /// Compares everything under a root with what the engine gives now, writing nothing.
  ///
  /// A golden whose cells all agree but whose bytes do not (rows reordered, a comment edited)
  /// is reported as a file difference, since `generate` would rewrite it.
  ///
  /// - Throws: ``Diagnostic`` for a malformed golden or observation file.
  /// - Parameters:
  ///   - generated: the files to compare.
  ///   - pipeline: the engine and the judged observations.
  ///   - comparingPairs: whether to compare the digests of the conditions' pairs too
  ///     (``ConditionPairs``), which takes about as long again as everything else.
  package init(_ generated: GeneratedFiles, pipeline: Pipeline, comparingPairs: Bool = false)
    throws(Diagnostic)
  {
    goldens = []
    files = []
    // The goldens and the pages are independent: work them out at once, the pages, the longer,
    // on this thread (``concurrently(_:_:)``). Each page is compared as soon as it is made, so
    // that the pages are not all held at once. Each golden is compared on any processor as
    // soon as the goldens are made: one that differs is read, parsed and compared cell by cell,
    // which, one after another, took a check whose goldens all differ as long again as
    // everything before it.
    let (documentation, comparedGoldens) = concurrently(
      { generated.documentationDifferences(pipeline) },
      {
        generated.goldens(pipeline).concurrentMap(minimumCount: 2) { golden in
          Swift.Result { () throws(Diagnostic) in
            try GoldenCheck.compare(
              path: golden.path, golden: golden.golden, expected: golden.text,
              router: pipeline.router, root: generated.root)
          }
        }
      })
    // The first malformed golden in their order is the one reported, as when they were
    // compared one after another.
    for compared in comparedGoldens {
      let result = try compared.get()
      goldens.append(result.report)
      if let difference = result.difference { files.append(difference) }
    }
    // A golden of a payload or condition that is gone would pass unnoticed, and so would a
    // file a pull request adds beside the goldens.
    files += generated.orphans.map {
      FileDifference(path: $0.path, kind: .orphan(owned: $0.isOwned), excerpt: nil)
    }
    let pairs = comparingPairs ? [generated.conditionPairs(pipeline)] : []
    files += pairs.compactMap {
      FileDifference.compare(path: $0.path, expected: $0.text, root: generated.root)
    }
    files += documentation
    unexplained = pipeline.ledger?.unexplained ?? []
  }
}
