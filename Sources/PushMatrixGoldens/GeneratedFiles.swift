import Foundation
import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The page of what push services send, from ``PushServiceFile``, or `nil` for none.
  package var pushServices: PushServicePage?
  /// The Markdown of the pages written by hand that are below the root, by
  /// ``DocsGenerator/HandWrittenPage/path``, for their HTML pages.
  package var handWritten: [String: String] = [:]

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

  /// Reads what the docs pages are made from besides the engine: the push services' table
  /// (``readPushServices(required:)``) and the pages written by hand
  /// (``readHandWrittenPages()``), as `generate` and `check` do.
  ///
  /// - Parameter pushServicesRequired: whether a missing push services' table is an error.
  /// - Returns: whether the push services' table was there.
  /// - Throws: ``Diagnostic`` for a file that cannot be read or is malformed.
  @discardableResult
  package mutating func readPageInputs(pushServicesRequired: Bool = true) throws(Diagnostic)
    -> Bool
  {
    try readHandWrittenPages()
    return try readPushServices(required: pushServicesRequired)
  }

  /// Reads the push services' table below the root, for its page.
  ///
  /// - Parameter required: whether a missing table is an error, as for `check`; otherwise the
  ///   docs get no page of it, as `generate` does in a package without one.
  /// - Returns: whether the table was there.
  /// - Throws: ``Diagnostic`` for a malformed table, a value that is not one of its axis's, or a
  ///   missing one when it is required.
  private mutating func readPushServices(required: Bool) throws(Diagnostic) -> Bool {
    let path = FileSystem.path(PushServiceFile.path, in: root)
    guard required || FileManager.default.fileExists(atPath: path) else { return false }
    pushServices = try PushServicePage(PushServiceFile.read(root: root))
    return true
  }

  /// Reads the pages written by hand below the root (README.md and the docs folder's), for
  /// their HTML; a page that is not there gets no HTML page.
  ///
  /// - Throws: ``Diagnostic`` for a page that cannot be read or is not UTF-8.
  private mutating func readHandWrittenPages() throws(Diagnostic) {
    for page in DocsGenerator.handWrittenPages where page.htmlPath != nil {
      let path = FileSystem.path(page.sourcePath, in: root)
      guard FileManager.default.fileExists(atPath: path) else { continue }
      guard let text = String(data: try InputFile.read(path: path, root: root), encoding: .utf8)
      else { throw Diagnostic(file: path, line: nil, message: "the page is not UTF-8") }
      handWritten[page.path] = text
    }
  }

  /// The path of a golden file.
  package func goldenPath(_ golden: Golden) -> String { FileSystem.path(golden.path, in: root) }

  /// The folder of the observations that the tables show and `check` judges.
  package var observedPath: String { FileSystem.path(ObservationFile.directory, in: root) }

  /// The documentation folder's path.
  package var docsPath: String { docs.hasPrefix("/") ? docs : FileSystem.path(docs, in: root) }

  /// Every file below the root that `generate` with this docs folder may write, by path
  /// relative to the root.
  ///
  /// The files of any choice of languages, with or without the pairs: the only destinations
  /// that a journal it finishes may name. A docs folder outside the root adds none.
  package var outputsBelowRoot: Set<String> {
    var paths = Set(Golden.all.map(\.path) + [ConditionPairs.path])
    if let docs = FileSystem.relative(docsPath, to: root) {
      paths.formUnion(DocsGenerator.everyPath.map { FileSystem.path($0, in: docs) })
    } else if FileSystem.absolute(docsPath) == FileSystem.absolute(root) {
      paths.formUnion(DocsGenerator.everyPath)
    }
    return paths
  }

  /// The folders that hold nothing but files `generate` writes, relative to the root: the
  /// goldens', the conditions' goldens' and the digests'.
  package static let generatedFolders = [
    GoldenFile.directory, ConditionGolden.directory, AtomicFile.folder(of: ConditionPairs.path),
  ]

  /// A file in one of ``generatedFolders`` that `generate` does not write, or a stale part of a
  /// page (``staleParts(besides:)``).
  package struct Orphan: Sendable, Equatable {
    /// The file's path.
    package var path: String
    /// Whether `generate` wrote it and may remove it: a regular file, reached through no
    /// symbolic link below the root, whose first line is the goldens' ``GoldenFile/banner``
    /// (such as the golden of a payload or condition that is gone), or the pages' notice.
    package var isOwned: Bool
  }

  /// The entries of ``generatedFolders`` that `generate` does not write, sorted by path: each
  /// fails `check`, and `generate` removes those it owns.
  ///
  /// Names that start with a dot are left out: a killed run's temporary files, which `generate`
  /// removes on its own, and files such as `.DS_Store`. So are the conditions' folder inside the
  /// goldens' and a folder that does not exist.
  package var orphans: [Orphan] {
    let expected = outputsBelowRoot.union([ConditionGolden.directory])
    var orphans: [Orphan] = []
    for folder in Self.generatedFolders {
      for name in FileSystem.entries(in: FileSystem.path(folder, in: root))
      where !name.hasPrefix(".") && !expected.contains(FileSystem.path(name, in: folder)) {
        let path = FileSystem.path(FileSystem.path(name, in: folder), in: root)
        orphans.append(
          Orphan(path: path, isOwned: Self.isOwned(path, root: root, firstLine: GoldenFile.banner)))
      }
    }
    return orphans.sorted { $0.path < $1.path }
  }

  /// The parts of split pages (``DocsGenerator/isPart(_:)``) in the docs folder that a run
  /// writing the given docs does not write: left by an earlier run, when the page was longer.
  ///
  /// Only a part of a page the run writes is stale: a page of a language the run leaves alone
  /// keeps its parts. Each fails `check`, and `generate` removes those it wrote.
  ///
  /// - Parameter written: the paths of the docs the run writes, as ``documentation(_:)`` gives
  ///   them.
  /// - Returns: the stale parts that exist, sorted by path.
  package func staleParts(besides written: [String]) -> [Orphan] {
    let written = Set(written)
    return DocsGenerator.everyPath.filter(DocsGenerator.isPart).sorted().compactMap { part in
      let path = FileSystem.path(part, in: docsPath)
      let page = FileSystem.path(DocsGenerator.firstPart(of: part), in: docsPath)
      guard !written.contains(path), written.contains(page),
        FileManager.default.fileExists(atPath: path)
      else { return nil }
      return Orphan(
        path: path, isOwned: Self.isOwned(path, root: root, firstLine: DocsGenerator.notice))
    }
  }

  /// Whether `generate` wrote a file and may remove it, by its first line; see
  /// ``Orphan/isOwned``.
  private static func isOwned(_ path: String, root: String, firstLine: String) -> Bool {
    guard AtomicFile.refusedLink(on: path, below: root) == nil,
      let descriptor = try? FileSystem.openRegularFile(path)
    else { return false }
    defer { close(descriptor) }
    let banner = Array((firstLine + "\n").utf8)
    var head: [UInt8] = []
    _ = FileSystem.readBlocks(of: descriptor, size: banner.count) { block in
      head += block.prefix(banner.count - head.count)
      return head.count < banner.count
    }
    return head == banner
  }

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
    let compared = docsGenerator(pipeline).files { path, text in
      let path = FileSystem.path(path, in: docsPath)
      return (path, FileDifference.compare(path: path, expected: text, root: root))
    }
    return compared.compactMap(\.1)
      + staleParts(besides: compared.map(\.0)).map {
        FileDifference(path: $0.path, kind: .stalePart(owned: $0.isOwned), excerpt: nil)
      }
  }

  private func docsGenerator(_ pipeline: Pipeline) -> DocsGenerator {
    DocsGenerator(
      pipeline: pipeline, languages: languages, templates: templates, pushServices: pushServices,
      sdkPages: SDKBridge.all.map { SDKPage($0, pipeline: pipeline) },
      handWritten: handWritten)
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
