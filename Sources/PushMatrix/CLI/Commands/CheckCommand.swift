import Foundation

/// `pushmatrix check`: whether the goldens, the docs and the evidence agree with the engine.
public struct CheckCommand: ToolCommand {
  public static let name = "check"
  public static let summary = "check the goldens, docs and evidence against the engine"
  public static let usage = "usage: pushmatrix check [--root DIR] [--format text|markdown|json]"
  public static let details = """
    Recomputes everything in memory and compares it with the checked-in files, writing nothing:
    the goldens under \(GoldenFile.directory)/ by key (changed, added and removed scenarios), and
    every observation under \(EvidenceCommand.defaultObserved)/ (each must be explained).
    Exits 0 when all agree, 1 when anything differs (the report says what), 65 when a file is
    malformed (file:line: error: …). After changing a rule, run 'pushmatrix generate'.

    Options:
      --root DIR            the package root holding Matrices/ and docs/ (default .)
      --format F            text, markdown or json (default text; colour only on a terminal,
                            never with NO_COLOR set)
    """

  public var root: String
  public var format: ChangeReportRenderer.Format

  public init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try ArgumentScanner(arguments, options: ["root", "format"], usage: Self.usage)
    try scan.requirePositionals()
    root = scan.values["root"] ?? "."
    format = try scan.choice("format", default: .text)
  }

  public func run(_ console: Console) throws -> Int32 {
    let reports = try GoldenCheck.reports(root: root)
    let ledger = try Ledger(directory: FileSystem.path(EvidenceCommand.defaultObserved, in: root))
    console.output.write(
      ChangeReportRenderer.render(
        reports, as: format,
        colour: Terminal.colourOutput(environment: ProcessInfo.processInfo.environment)))
    for judgement in ledger.unexplained {
      let observation = judgement.observation
      console.errors.write(
        "\(observation.file):\(observation.line): error: observation \(observation.id) differs "
          + "from the engine and no recorded contradiction explains it\n")
    }
    let agrees = reports.allSatisfy(\.isEmpty) && ledger.unexplained.isEmpty
    if !agrees {
      console.errors.write("check failed: run 'pushmatrix generate' and review the diff\n")
    }
    return agrees ? ExitCode.success : ExitCode.failure
  }
}
