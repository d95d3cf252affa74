import Foundation
import PushMatrixCompare
import PushMatrixEngine
import PushMatrixGoldens
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

/// `pushmatrix generate`: writes the goldens and every view's tables, atomically.
package struct GenerateCommand: ToolCommand {
  package static let name = "generate"
  package static let summary = "write the goldens into Matrices/golden/ and the tables into docs/"
  package static let usage =
    "usage: pushmatrix generate [--root DIR] [--out DIR] [--lang LIST] [--templates DIR] "
    + "[--pairs]"
  package static let details = """
    Writes the goldens, one TSV per payload under \(GoldenFile.directory)/ (the documents'
    conditions) and one per condition under \(ConditionGolden.directory)/ (the cells each other
    value of it changes, every other condition at its default), saying for each how many cells
    changed in behaviour, how many only in notes or basis, and how many were added and
    removed. Then writes the by-callbacks, by-os and
    by-payload views as Markdown, HTML and CSV in the first
    language and as Markdown in the others, the page of what push services send
    (push-services.md in every language, from \(PushServiceFile.path);
    without that table, a note and no page), a page per push SDK (sdk-NAME.md in every
    language: the handlers each payload reaches in each app state, from the SDK's bridge), and
    index.md and index.html linking them all. A
    Markdown page over \(DocsGenerator.markdownBudget.digitsGrouped) bytes
    (GitHub shows none much over 512 KB) is written in parts split between its sections
    (by-os.md, by-os-part2.md, …), each linking the others; the HTML pages stay whole.
    Each file is the same
    to the byte on every run and is written only when its text changed, keeping its mode and,
    where allowed, its owner. Reports each file on standard error. Every other combination of
    view, format and language is printed by 'pushmatrix render'.

    What is guaranteed:
      - One generate at a time per root: a second one says it is waiting and waits for the
        first (an advisory lock, flock, on the root folder).
      - Every file is whole at every moment, old or new: each is written to a temporary file
        beside it, flushed, and renamed over it.
      - Every temporary file is written before any is renamed. When one cannot be (a folder is
        read-only, a file stands where a folder must, a symbolic link or a FIFO is on the way),
        nothing changes and the exit code is 73.
      - The renames are listed in \(CommitJournal.name) at the root before the first and the
        list is removed after the last. If a rename fails (an immutable file, a folder that
        refuses it), the files renamed before it are new, the rest old and staged: exit 73,
        saying how many. The next generate finishes the listed renames first ("finished"),
        and a killed run's leftovers are finished or removed ("removed") the same way.
      - A journal is finished only when every rename it lists is one generate stages for one
        of its own files below the root (with this --out): a temporary file beside it, no `..`,
        no absolute path, no symbolic link on the way. Any other journal, such as one a pull
        request brings, is refused with exit 65 and nothing changes: delete it if no run was
        stopped.
      - A file beside the goldens or digests that generate does not write fails check; generate
        removes it when it wrote it (a golden of a payload or condition that is gone) and
        otherwise names it ("kept") for you to remove.
      - Not guaranteed: that files renamed before a failure are undone; a journal from a run
        with another --out, or one outside the root, is refused: delete it.

    Options:
      --root DIR            the package root holding Matrices/ (default: the nearest folder up
                            from here with Package.swift and Matrices/; outside a package,
                            generate refuses to run and writes nothing)
      --out DIR             the documentation folder, relative to the root (default docs)
      --lang LIST           comma-separated languages of en, zh-Hans, zh-Hant (default: en, and
                            each view's document language: zh-Hant for by-callbacks, zh-Hans for
                            by-os and by-payload)
      --templates DIR       a copy of Templates/ with all its files, used instead of it
      --pairs               also write \(ConditionPairs.path), the digests of every two
                            conditions off their default, which check --pairs compares: some
                            207,000 scenarios, which about double the time generate takes
    """

  /// The `--root` option's value, or `nil` to find the package root.
  package var root: String?
  package var out: String
  /// The languages asked for, or `nil` for each view's default ones.
  package var languages: [Language]?
  package var templates: String?
  /// Whether to write the digests of the conditions' pairs too.
  package var pairs: Bool

  package static let options: [String: [String]] = [
    "root": [], "out": [], "lang": choices(Language.self), "templates": [],
  ]
  package static let flags: Set<String> = ["pairs"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    root = try scan.path("root")
    out = try scan.path("out") ?? "docs"
    var languages: [Language] = []
    for name in scan.values["lang"]?.split(separator: ",", omittingEmptySubsequences: false) ?? [] {
      guard let language = Language(rawValue: String(name)) else {
        throw scan.error(
          "invalid value \(String(name).messageQuoted) for option --lang: expected "
            + Language.allCases.map(\.rawValue).joined(separator: ", "))
      }
      if !languages.contains(language) { languages.append(language) }
    }
    self.languages = languages.isEmpty ? nil : languages
    templates = try scan.path("templates")
    pairs = scan.flags.contains("pairs")
  }

  package func run(_ console: Console) throws -> Int32 {
    let root = try PackageRoot.locate(root, usage: Self.usage)
    // Each progress line names paths, and perhaps a malformed golden's message: one line each.
    func report(_ line: String) { console.errors.write(line.messageEscaped + "\n") }
    // One run at a time: two with different templates could interleave their pages.
    let lock = try PackageLock.take(root: root) {
      report("waiting for another '\(DocsGenerator.command)' in \(root) to finish")
    }
    defer { withExtendedLifetime(lock) {} }
    var generated = GeneratedFiles(
      root: root, docs: out, templates: try TemplateSet.option(templates, root: root),
      languages: languages)
    for path in try CommitJournal.finish(in: root, outputs: generated.outputsBelowRoot) {
      report("finished  \(path), staged by a generate that did not finish")
    }
    let pipeline = try ObservedFolder(root: root).pipeline(console)
    if try !generated.readPageInputs(pushServicesRequired: false) {
      report(
        "note: no push services table \(FileSystem.path(PushServiceFile.path, in: root)); the "
          + "docs get no push-services page")
    }
    // The goldens, with what writing each changes, and the pages are independent: they are
    // worked out at once, the pages, the longer, on this thread, as check works them out. A
    // summary reads and parses the golden it replaces, each on any processor; one after another
    // they took a quarter of a generate whose every golden differs.
    let sources = generated
    let (files, (goldens, summaries)) = concurrently(
      { sources.documentation(pipeline) },
      {
        let goldens = sources.goldens(pipeline)
        let summaries = goldens.concurrentMap(minimumCount: 2) {
          Self.summary(replacing: $0.path, golden: $0.golden, with: $0.text, root: root)
        }
        return (goldens, summaries)
      })
    let digests = pairs ? [generated.conditionPairs(pipeline)] : []
    let everything = goldens.map { (path: $0.path, text: $0.text) } + digests + files
    for path in AtomicFile.removeStaleTemporaries(beside: everything.map(\.path)) {
      report("removed   \(path), left by a run that was stopped")
    }
    // All or nothing: a folder that cannot be written fails the run before any file changes;
    // a rename that fails after all are staged leaves the rest for the next run to finish.
    let changed = try AtomicFile.write(
      everything, root: root, journal: CommitJournal.path(in: root))
    for summary in summaries { report(summary) }
    // A golden of a payload or condition that is gone, or a part of a page that is shorter
    // now, would fail check: remove it when this tool wrote it, and name anything else for the
    // user to remove.
    let orphans =
      generated.orphans.map { ($0, "a golden") }
      + generated.staleParts(besides: files.map(\.path)).map { ($0, "a part of a page") }
    for (orphan, what) in orphans {
      if orphan.isOwned && unlink(orphan.path) == 0 {
        report("removed   \(orphan.path), \(what) generate writes no more")
      } else if orphan.isOwned {
        report(
          "kept      \(orphan.path), \(what) generate writes no more: cannot remove it: "
            + SystemCall.describe(errno))
      } else {
        report(
          "kept      \(orphan.path): no file generate writes, and not one it wrote; check fails "
            + "until you remove it")
      }
    }
    for (file, wrote) in zip(digests, changed.dropFirst(goldens.count)) {
      report("\(wrote ? "wrote    " : "unchanged") \(file.path)")
    }
    var written = 0
    var bytes = 0
    for (file, wrote) in zip(files, changed.dropFirst(goldens.count + digests.count)) {
      written += wrote ? 1 : 0
      bytes += file.text.utf8.count
      report("\(wrote ? "wrote    " : "unchanged") \(file.path)")
    }
    report("\(files.count) files, \(written) written, \(bytes) bytes in \(generated.docsPath)/")
    return ExitCode.success
  }

  /// Says what writing a golden changes: cells changed, added and removed, by key.
  private static func summary(
    replacing path: String, golden: Golden, with text: String, root: String
  ) -> String {
    do {
      let result = try GoldenCheck.compare(
        path: path, golden: golden, expected: text, root: root)
      let rewritten = result.difference.map {
        $0.kind == .missing ? " (a new file)" : " (rewritten in canonical form)"
      }
      return ChangeReportRenderer.headline(result.report) + (rewritten ?? "")
    } catch {
      return "\(path): replaces a malformed file (\(error.message))"
    }
  }
}
