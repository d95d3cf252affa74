import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// Every file `generate` writes and `check` compares, with its text, computed in memory.
///
/// The goldens under `Matrices/golden/` (``Golden``), the digests of the conditions' pairs
/// beside them (``ConditionPairs``) and the documentation tables under the docs folder.
package struct GeneratedFiles: Sendable {
  /// The package root that relative paths start from.
  package var root: String
  /// The documentation folder, relative to the root unless absolute.
  package var docs: String
  /// The templates the pages are filled from.
  package var templates: TemplateSet
  /// The languages of the pages, or `nil` for each view's default ones.
  package var languages: [Language]?

  /// Creates the description of the generated files under a root.
  package init(
    root: String = ".", docs: String = "docs", templates: TemplateSet = .bundled,
    languages: [Language]? = nil
  ) {
    self.root = root
    self.docs = docs
    self.templates = templates
    self.languages = languages
  }

  /// The path of a golden file.
  package func goldenPath(_ golden: Golden) -> String { FileSystem.path(golden.path, in: root) }

  /// The folder of the observations that the tables show and `check` judges.
  package var observedPath: String { FileSystem.path(ObservationFile.directory, in: root) }

  /// The documentation folder's path.
  package var docsPath: String { docs.hasPrefix("/") ? docs : FileSystem.path(docs, in: root) }

  /// The digests of the conditions' pairs (``ConditionPairs``), as `generate` writes them.
  ///
  /// - Parameter pipeline: the engine.
  /// - Returns: the file's path and text.
  package func conditionPairs(_ pipeline: Pipeline) -> (path: String, text: String) {
    (FileSystem.path(ConditionPairs.path, in: root), ConditionPairs.render(router: pipeline.router))
  }

  /// The documentation files, by path, as `generate` writes them.
  ///
  /// - Parameter pipeline: the engine and the judged observations the tables show.
  /// - Returns: each file's path and text, in a fixed order.
  package func documentation(_ pipeline: Pipeline) -> [(path: String, text: String)] {
    let docsPath = docsPath
    return docsGenerator(pipeline).files { (FileSystem.path($0, in: docsPath), $1) }
  }

  /// The documentation files whose bytes differ from what `generate` would write, each compared
  /// as soon as it is made and its text let go.
  ///
  /// - Parameter pipeline: the engine and the judged observations the tables show.
  /// - Returns: the differences, in the order of ``documentation(_:)``.
  package func documentationDifferences(_ pipeline: Pipeline) -> [FileDifference] {
    let (docsPath, root) = (docsPath, root)
    return docsGenerator(pipeline).files {
      FileDifference.compare(path: FileSystem.path($0, in: docsPath), expected: $1, root: root)
    }
    .compactMap { $0 }
  }

  private func docsGenerator(_ pipeline: Pipeline) -> DocsGenerator {
    DocsGenerator(pipeline: pipeline, languages: languages, templates: templates)
  }

  /// The golden files, by path, as `generate` writes them.
  ///
  /// - Parameter pipeline: the engine.
  /// - Returns: each golden with its path and text, in the order of ``Golden/all``, each worked
  ///   out on its own processor.
  package func goldens(_ pipeline: Pipeline) -> [(golden: Golden, path: String, text: String)] {
    let texts = Golden.all.concurrentMap(minimumCount: 2) { pipeline.golden($0) }
    return zip(Golden.all, texts).map { ($0, goldenPath($0), $1) }
  }
}
