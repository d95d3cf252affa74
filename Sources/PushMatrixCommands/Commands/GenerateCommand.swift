import Foundation
import PushMatrix

/// `pushmatrix generate`: writes the goldens and every view's tables, atomically.
public struct GenerateCommand: ToolCommand {
  public static let name = "generate"
  public static let summary = "write the goldens into Matrices/golden/ and the tables into docs/"
  public static let usage =
    "usage: pushmatrix generate [--root DIR] [--out DIR] [--lang LIST] [--templates DIR]"
  public static let details = """
    Writes the goldens, one TSV per payload under \(GoldenFile.directory)/, saying for each how
    many cells changed, were added and were removed. Then writes the by-callbacks, by-os and
    by-payload views as Markdown, HTML and CSV in the first
    language and as Markdown in the others, and an index.md linking them. Each file is written
    through a temporary file and a rename, only when its text changed, and is the same to the
    byte on every run. Every temporary file is written before any is renamed: when one cannot
    be (a folder is read-only, a file stands where a folder must), nothing changes and the exit
    code is 73. Temporary files left by a killed run are removed. Reports each file on standard
    error. Every other combination of view, format and language is printed by
    'pushmatrix render'.

    Options:
      --root DIR            the package root holding Matrices/ (default .)
      --out DIR             the documentation folder, relative to the root (default docs)
      --lang LIST           comma-separated languages of en, zh-Hans, zh-Hant (default: en, and
                            each view's document language: zh-Hant for by-callbacks, zh-Hans for
                            by-os and by-payload)
      --templates DIR       page templates to use instead of the shipped ones
    """

  public var root: String
  public var out: String
  /// The languages asked for, or `nil` for each view's default ones.
  public var languages: [Language]?
  public var templates: String?

  public init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try ArgumentScanner(
      arguments, options: ["root", "out", "lang", "templates"], usage: Self.usage)
    try scan.requirePositionals()
    root = try scan.path("root") ?? "."
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
  }

  public func run(_ console: Console) throws -> Int32 {
    // A mistyped root would otherwise get a fresh Matrices/ and docs/ of its own.
    guard FileSystem.isDirectory(root) else {
      throw Diagnostic(
        file: root, line: nil, message: "no such folder; --root names the package root")
    }
    let generated = GeneratedFiles(
      root: root, docs: out, templates: try TemplateSet.option(templates, root: root),
      languages: languages)
    // Each progress line names paths, and perhaps a malformed golden's message: one line each.
    func report(_ line: String) { console.errors.write(line.messageEscaped + "\n") }
    let ledger = try ObservedFolder(path: generated.observedPath, root: root).ledger(console)
    let goldens = generated.goldens
    let summaries = goldens.map {
      Self.summary(replacing: $0.path, payload: $0.payload, with: $0.text, root: root)
    }
    let files = generated.documentation(ledger: ledger)
    let everything = goldens.map { (path: $0.path, text: $0.text) } + files
    for path in AtomicFile.removeStaleTemporaries(beside: everything.map(\.path)) {
      report("removed   \(path), left by a run that was stopped")
    }
    // All or nothing: a folder that cannot be written fails the run before any file changes.
    let changed = try AtomicFile.write(everything, root: root)
    for summary in summaries { report(summary) }
    var written = 0
    var bytes = 0
    for (file, wrote) in zip(files, changed.dropFirst(goldens.count)) {
      written += wrote ? 1 : 0
      bytes += file.text.utf8.count
      report("\(wrote ? "wrote    " : "unchanged") \(file.path)")
    }
    report("\(files.count) files, \(written) written, \(bytes) bytes in \(generated.docsPath)/")
    return ExitCode.success
  }

  /// Says what writing a golden changes: cells changed, added and removed, by key.
  private static func summary(
    replacing path: String, payload: Payload, with text: String, root: String
  ) -> String {
    do {
      let result = try GoldenCheck.compare(
        path: path, payload: payload, expected: text, root: root)
      return ChangeReportRenderer.headline(result.report)
        + (result.difference == nil ? "" : " (rewritten in canonical form)")
    } catch {
      return "\(path): replaces a malformed file (\(error.message))"
    }
  }
}
