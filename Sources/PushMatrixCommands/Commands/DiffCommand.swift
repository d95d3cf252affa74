import PushMatrixCompare
import PushMatrixEngine
import PushMatrixGoldens
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// `pushmatrix diff`: the cells that differ between two goldens, or between two releases.
package struct DiffCommand: ToolCommand {
  /// What to compare.
  package enum Subject: Equatable, Sendable {
    /// Two golden files, or two folders of them paired by file name.
    case paths(old: String, new: String)
    /// The engine's answers on two releases.
    case releases(OSVersion, OSVersion)
    /// The engine's answers on the start of a range and each catalog release inside it, each
    /// compared with the range's end.
    case range(OSVersion, OSVersion)
  }

  package static let name = "diff"
  package static let summary = "show the cells that differ between two goldens or two releases"
  package static let usage =
    "usage: pushmatrix diff OLD NEW [--format \(ChangeReportRenderer.Format.usageList)] [--full FILE] [--budget N]\n"
    + "       pushmatrix diff --os A,B|A..B\n         \(ScenarioSpace.axisFilterUsage)\n"
    + "         [--format \(ChangeReportRenderer.Format.usageList)] [--full FILE] [--budget N]"
  package static let details = """
    Reports which cells differ: behaviour changes first (banner, arrival, tap, rule or quirk),
    then added and removed scenarios, then changes of notes or basis only, each kind counted
    apart in the headline. Within a kind, cells are grouped by transition (what changed to what,
    old → new), with a compressed description of where and then the keys. Keys are compared,
    never positions. Exits 0 when nothing differs and 1 when something does.

    With --format json, each report has subject, from, to, the counts (behaviour, annotation,
    changed, added, removed) and groups; each group has kind, count, and where, transition and
    keys as the text report words them, and the same as fields: differences, one object per
    changed column {column, from, to} (none for added and removed rows), and scenarios, one
    object per key with a field per axis named as the long table's columns (os left out when
    two releases are compared).

      pushmatrix diff OLD NEW     two golden files, or two folders of them paired by name
                                  (and those of their subfolders, such as conditions/), e.g.
                                  after `git show main:Matrices/golden/alert.tsv > old.tsv`
      pushmatrix diff --os A,B    what changes for every app when the release goes from A to B
      pushmatrix diff --os A..B   what an app with deployment target A meets anywhere from A up
                                  to B that it does not on B: A and each catalog release between
                                  them, compared with B; A+ is the range from A to the
                                  catalog's newest release

    Options:
      --os A,B, A..B or A+  compare the engine on two releases, or on a range, instead of two
                            goldens
    \(ScenarioSpace.axisFilterHelp)
                            (with --os: compare only these scenarios)
    \(ReportOutput.help)
    """

  package var subject: Subject
  /// The scenarios `--os` compares; their releases are the subject's.
  package var filters: ScenarioSpace
  package var output: ReportOutput

  package static let options = ReportOutput.options.merging(ScenarioSpace.filterOptionValues) {
    $1
  }

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    output = try ReportOutput(scanning: scan)
    filters = try ScenarioSpace(scanning: scan, versions: [])
    guard let releases = scan.values["os"] else {
      if let filter = ScenarioSpace.axisFilterOptions.first(where: { scan.values[$0] != nil }) {
        throw scan.error("option --\(filter) needs --os: it filters the releases' scenarios")
      }
      try scan.requirePositionals(2, names: "OLD and NEW paths, or --os A,B")
      subject = .paths(
        old: try scan.path(scan.positionals[0], for: "argument OLD"),
        new: try scan.path(scan.positionals[1], for: "argument NEW"))
      return
    }
    try scan.requirePositionals()
    if let range = try scan.releaseRange(releases, for: OSVersion.axisID) {
      subject = .range(range.lowerBound, range.upperBound)
      return
    }
    let list = try scan.releases(OSVersion.axisID) ?? []
    guard list.count == 2 else {
      throw scan.error(
        "option --os needs two releases, A,B, or a range, A..B; got \(releases.messageQuoted)")
    }
    subject = .releases(list[0], list[1])
  }

  package func run(_ console: Console) throws -> Int32 {
    let reports: [ChangeReport]
    switch subject {
    case .paths(let old, let new): reports = try Self.reports(old: old, new: new)
    case .releases(let old, let new):
      reports = [ReleaseComparison.report(from: old, to: new, in: filters)]
    case .range(let start, let end):
      reports = [ReleaseComparison.report(range: start, through: end, in: filters)]
    }
    try output.write(
      { ChangeReportRenderer.render(reports, as: output.format, options: $0) }, to: console)
    return reports.allSatisfy(\.isEmpty) ? ExitCode.success : ExitCode.failure
  }

  /// Compares two golden files, or two folders of them file by file.
  static func reports(old: String, new: String) throws -> [ChangeReport] {
    switch (FileSystem.isDirectory(old), FileSystem.isDirectory(new)) {
    case (false, false):
      // Only folders pair a file with a missing one; a mistyped file name is an error, not a
      // report that every scenario was added or removed.
      if let missing = [old, new].first(where: { !FileSystem.isFile($0) }) {
        throw Diagnostic(file: missing, line: nil, message: "cannot read the file")
      }
      return [try report(old: old, new: new, subject: new)]
    case (true, true):
      let names = Set(goldenNames(in: old) + goldenNames(in: new)).sorted()
      return try names.map { name in
        try report(
          old: FileSystem.path(name, in: old), new: FileSystem.path(name, in: new), subject: name)
      }
    default:
      throw Diagnostic(
        file: FileSystem.isDirectory(old) ? new : old, line: nil,
        message: "cannot compare a file with a folder; give two files or two folders")
    }
  }

  /// Returns the TSV files in a folder and in the folders in it, such as `alert.tsv` and
  /// `conditions/authorization.tsv`, by path relative to it.
  private static func goldenNames(in folder: String) -> [String] {
    let subfolders = FileSystem.entries(in: folder).filter {
      FileSystem.isDirectory(FileSystem.path($0, in: folder))
    }
    let names =
      FileSystem.fileNames(in: folder)
      + subfolders.flatMap { subfolder in
        FileSystem.fileNames(in: FileSystem.path(subfolder, in: folder)).map {
          FileSystem.path($0, in: subfolder)
        }
      }
    return names.filter { $0.hasSuffix(".tsv") }
  }

  private static func report(old: String, new: String, subject: String) throws -> ChangeReport {
    guard FileSystem.isFile(old) || FileSystem.isFile(new) else {
      throw Diagnostic(file: old, line: nil, message: "cannot read the file")
    }
    return ChangeReport(
      subject: subject,
      changes: MatrixComparison.changes(
        fromAscending: try GoldenCheck.checkedIn(old), toAscending: try GoldenCheck.checkedIn(new)),
      from: old, to: new)
  }
}
