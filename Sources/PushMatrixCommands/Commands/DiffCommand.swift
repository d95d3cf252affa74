import Foundation
import PushMatrix

/// `pushmatrix diff`: the cells that differ between two goldens, or between two releases.
public struct DiffCommand: ToolCommand {
  /// What to compare.
  public enum Subject: Equatable, Sendable {
    /// Two golden files, or two folders of them paired by file name.
    case paths(old: String, new: String)
    /// The engine's answers on two releases.
    case releases(OSVersion, OSVersion)
  }

  public static let name = "diff"
  public static let summary = "show the cells that differ between two goldens or two releases"
  public static let usage =
    "usage: pushmatrix diff OLD NEW [--format text|markdown|json]\n"
    + "       pushmatrix diff --os OLD,NEW [--format text|markdown|json]"
  public static let details = """
    Reports which cells differ, grouped by transition (what changed to what, and which rule),
    with a compressed description of where and then every key. Keys are compared, never
    positions. Exits 0 when nothing differs and 1 when something does.

      pushmatrix diff OLD NEW     two golden files, or two folders of them paired by name,
                                  e.g. after `git show main:Matrices/golden/alert.tsv > old.tsv`
      pushmatrix diff --os A,B    what changes for every app when the release goes from A to B

    Options:
      --os OLD,NEW          compare the engine on two releases instead of two goldens
      --format F            text, markdown or json (default text; colour only on a terminal,
                            never with NO_COLOR set)
    """

  public var subject: Subject
  public var format: ChangeReportRenderer.Format

  public init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try ArgumentScanner(arguments, options: ["os", "format"], usage: Self.usage)
    format = try scan.choice("format", default: .text)
    if let versions = scan.values["os"] {
      try scan.requirePositionals()
      let list: [OSVersion] = try scan.axisList("os", default: [])
      guard list.count == 2 else {
        throw scan.error("option --os needs two releases, OLD,NEW; got \(versions.messageQuoted)")
      }
      subject = .releases(list[0], list[1])
    } else {
      try scan.requirePositionals(2, names: "OLD and NEW paths, or --os OLD,NEW")
      subject = .paths(
        old: try scan.path(scan.positionals[0], for: "argument OLD"),
        new: try scan.path(scan.positionals[1], for: "argument NEW"))
    }
  }

  public func run(_ console: Console) throws -> Int32 {
    let reports: [ChangeReport]
    switch subject {
    case .paths(let old, let new): reports = try Self.reports(old: old, new: new)
    case .releases(let old, let new): reports = [Self.report(from: old, to: new)]
    }
    console.output.write(
      ChangeReportRenderer.render(
        reports, as: format,
        colour: Terminal.colourOutput(environment: ProcessInfo.processInfo.environment)))
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
      let names = Set(FileSystem.fileNames(in: old) + FileSystem.fileNames(in: new)).sorted()
      return try names.filter { $0.hasSuffix(".tsv") }.map { name in
        try report(
          old: FileSystem.path(name, in: old), new: FileSystem.path(name, in: new), subject: name)
      }
    default:
      throw Diagnostic(
        file: FileSystem.isDirectory(old) ? new : old, line: nil,
        message: "cannot compare a file with a folder; give two files or two folders")
    }
  }

  private static func report(old: String, new: String, subject: String) throws -> ChangeReport {
    guard FileSystem.isFile(old) || FileSystem.isFile(new) else {
      throw Diagnostic(file: old, line: nil, message: "cannot read the file")
    }
    return ChangeReport(
      subject: subject,
      changes: MatrixComparison.changes(
        from: try GoldenCheck.checkedIn(old), to: try GoldenCheck.checkedIn(new)))
  }

  /// Compares the engine's answers on two releases, scenario by scenario.
  static func report(from old: OSVersion, to new: OSVersion) -> ChangeReport {
    func cells(on version: OSVersion) -> [Scenario: [String]] {
      let byScenario = MatrixComparison.cells(of: ScenarioSpace(versions: [version]))
      return Dictionary(
        uniqueKeysWithValues: byScenario.map { scenario, cells in
          var key = scenario
          key.os = new
          return (key, cells)
        })
    }
    return ChangeReport(
      subject: "\(old) → \(new)",
      changes: MatrixComparison.changes(from: cells(on: old), to: cells(on: new)), omitsOS: true)
  }
}
