import PushMatrixCompare
import PushMatrixEngine
import PushMatrixGoldens
import PushMatrixIO
import PushMatrixTables

/// `pushmatrix check`: whether the goldens, the docs and the evidence agree with the engine.
package struct CheckCommand: ToolCommand {
  package static let name = "check"
  package static let summary = "check the goldens, docs and evidence against the engine"
  package static let usage =
    "usage: pushmatrix check [--root DIR] [--templates DIR] [--pairs] "
    + "[--format \(ChangeReportRenderer.Format.usageList)] [--full FILE] [--budget N]"
  package static let details = """
    Recomputes everything in memory and compares it with the checked-in files, writing nothing:
    the goldens under \(GoldenFile.directory)/ by key (golden → engine: behaviour changes first,
    then added and removed scenarios, then changes of notes or basis only; a condition's golden
    under \(ConditionGolden.directory)/ lists only the cells that differ from the default
    conditions, so a cell that starts to differ is added), the tables under
    docs/ byte for byte (a file that differs shows a short unified diff of its first differing
    lines, checked in → generate; the push services' pages are made from
    \(PushServiceFile.path), which must exist), and every observation under
    \(ObservationFile.directory)/
    (each must be explained; the folder must exist and hold only the documents' files). A file
    beside the goldens or digests that generate does not write fails the check too. Exits 0
    when all agree, 1 when anything differs (the report says what), 65 when a file is malformed
    (file:line: error: …). After changing a rule, run 'pushmatrix generate'.

    Options:
      --root DIR            the package root holding Matrices/ and docs/ (default: the nearest
                            folder up from here with Package.swift and Matrices/; outside a
                            package, check refuses to run)
      --templates DIR       the templates generate used, if not the shipped ones
      --pairs               also compare \(ConditionPairs.path), the digests of every two
                            conditions off their default, which generate --pairs writes: some
                            207,000 scenarios, which about double the time check takes (CI runs
                            it; without it, check covers the documents' conditions and each
                            condition alone)
    \(ReportOutput.help)
    """

  /// The `--root` option's value, or `nil` to find the package root.
  package var root: String?
  package var templates: String?
  /// Whether to compare the digests of the conditions' pairs too.
  package var pairs: Bool
  package var output: ReportOutput

  package static let options = ReportOutput.options.merging(["root": [], "templates": []]) {
    $1
  }
  package static let flags: Set<String> = ["pairs"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    root = try scan.path("root")
    templates = try scan.path("templates")
    pairs = scan.flags.contains("pairs")
    output = try ReportOutput(scanning: scan)
  }

  package func run(_ console: Console) throws -> Int32 {
    let root = try PackageRoot.locate(root, usage: Self.usage)
    var generated = GeneratedFiles(
      root: root, templates: try TemplateSet.option(templates, root: root))
    // The evidence is an input like the goldens: a missing folder fails the check.
    let pipeline = Pipeline(
      observations: try ObservationFile.readAll(from: generated.observedPath, root: root))
    // So are the push services' table and the pages written by hand, which pages are made from.
    try generated.readPageInputs()
    let report = try CheckReport(generated, pipeline: pipeline, comparingPairs: pairs)
    try output.write(
      { CheckReportRenderer.render(report, as: output.format, options: $0) }, to: console)
    guard report.passes else {
      let generate = pairs ? "pushmatrix generate --pairs" : "pushmatrix generate"
      console.errors.write("check failed: run '\(generate)' and review the diff\n")
      return ExitCode.failure
    }
    return ExitCode.success
  }
}
