/// Everything `check` found: golden cells that differ, generated files that are stale, and
/// observations nothing explains.
package struct CheckReport: Sendable {
  /// One report per golden file, by key.
  package var goldens: [ChangeReport]
  /// Generated files (docs, and goldens not in canonical form) whose bytes differ.
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
  package init(_ generated: GeneratedFiles, pipeline: Pipeline) throws(Diagnostic) {
    goldens = []
    files = []
    for golden in generated.goldens(pipeline) {
      let result = try GoldenCheck.compare(
        path: golden.path, payload: golden.payload, expected: golden.text,
        router: pipeline.router, root: generated.root)
      goldens.append(result.report)
      if let difference = result.difference { files.append(difference) }
    }
    files += generated.documentation(pipeline).compactMap {
      FileDifference.compare(path: $0.path, expected: $0.text, root: generated.root)
    }
    unexplained = pipeline.ledger?.unexplained ?? []
  }
}
