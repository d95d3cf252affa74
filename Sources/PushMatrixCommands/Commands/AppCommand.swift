import Foundation
import PushMatrixApp
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

/// `pushmatrix app`: one app's page — what its users see and which of its callbacks run on every
/// release it supports — with findings, from a profile file or a scan.
package struct AppCommand: ToolCommand {
  package static let name = "app"
  package static let summary = "report what iOS does with one app's notifications, with findings"
  package static let usage =
    "usage: pushmatrix app PATH... [--target NAME] [--set FIELD=VALUE,...] [--format \(AppReportRenderer.Format.usageList)] "
    + "[--output FILE] [--strict]\n"
    + "       pushmatrix app --profile FILE [--set FIELD=VALUE,...] "
    + "[--format \(AppReportRenderer.Format.usageList)] [--output FILE] [--strict]\n"
    + "       pushmatrix app PATH... --against BASE [--profile FILE] [--set FIELD=VALUE,...] "
    + "[--format \(AppComparisonRenderer.Format.usageList)] [--output FILE] [--full FILE] [--budget N] "
    + "[--strict]"
  package static let details = """
    Makes one page for an app, from its profile: scanned from each PATH as pushmatrix scan does,
    or read from a profile file written by scan --write. It starts with the findings, each a
    warning or information, with the rules it rests on and their sources. Then, for every
    release from the app's deployment target to the newest the catalog holds, collapsed into
    ranges where nothing shown changes, and every app state and payload, it shows what the user
    sees and which callbacks run on arrival and on a tap, under the app's own conditions; then,
    for each condition off its default (permission denied or provisional, Background App
    Refresh off, a custom action, a dismissal), only the cells that change. Text is wrapped to
    COLUMNS, the terminal's width or 80 columns, each table row kept on one line.

    A field the profile leaves unknown is assumed to take its axis's default (banner+list for
    presentation, as every command assumes) and the page shows, as a variant, every cell that differs under its other
    values; an unknown deploymentTarget starts the page at iOS 15.0, the lowest release current
    Xcode builds for; an unknown callbacks is refused (exit 65), since every answer depends on
    it. Under the
    profile, "What the profile rests on" lists every unknown field's reason, every --set value
    and every push SDK that supplies callbacks.

    With --against BASE it reports only what a change does to the app's users: BASE is the
    app before the change, a folder (scanned as PATH is) or a JSON file (a profile written by
    scan --write, or a page written by app --format json, whose profile is used). Both are
    answered by this build's engine, so every difference is the app's: the profile fields
    that moved (with the file:line the scan now reads), the releases now or no longer covered,
    the cells whose shown, arrival or tap differ, under the app's own conditions and under each
    condition, grouped by state and payload with their releases, each said in a sentence
    ("An alert while the app is not running: a tap no longer reaches didReceiveResponse"),
    and the findings that appear or disappear. --profile and --set apply to both sides.

    Options:
      --format F            text, markdown (for a pull request or a wiki), html (one offline
                            page), json (docs/app.md), github (GitHub Actions annotations on
                            the lines of the findings) or sarif (a SARIF 2.1.0 log for code
                            scanning; docs/ci.md); default text; with --against: text,
                            markdown (one pull-request comment), json or github (the findings
                            that appear)
      --output FILE         write the page to FILE, atomically, instead of standard output
                            (folders on the way are followed, links too; FILE itself must
                            not be a link; a killed run's temporary file beside it is removed)
      --strict              exit 1 when a finding is a warning, for CI; with PATH and --profile
                            also when a field the profile states differs from what the scan
                            reads (the code changed: the error names the field, both values
                            and the file:line); with --against only when a warning appears
      --against BASE        compare with the app before a change (see above)
      --full FILE           with --against: also write the full report to FILE
      --budget N            with --against and markdown: the most characters the report may
                            have (default \(ReportOptions.defaultBudget), at least \(ReportOutput.smallestBudget)); GitHub
                            allows 65536 in a comment; cells left out are counted
    \(ProfileInput.help)

    Exit codes: 0 the page was made (with --strict: and no finding is a warning, no field
    drifted; with --against: and no warning appeared), 1 with --strict, a warning or a drift,
    64 bad usage (an unknown --target lists the app targets), 65 a malformed profile
    (file:line), or an unknown callbacks, 66 a PATH or FILE that cannot be read or holds no
    source, or files over 64 MiB or 8 Mi tokens each or 128 MiB in all, 73 the file of
    --output cannot be written, 74 a file or standard output cannot be read or written.
    docs/app.md describes the page, the findings and the JSON.
    """

  /// What the command makes: one app's page, or what a change does to it.
  enum Mode: Equatable {
    /// The app's page, in a format.
    case page(AppReportRenderer.Format)
    /// The comparison with the app before a change (the base, a folder or a JSON file), in a
    /// format, within a Markdown budget, with the full report's file if asked for.
    case against(
      base: String, format: AppComparisonRenderer.Format, budget: Int, fullReport: String?)
  }

  /// The paths or profile file, and the fields set by hand.
  var input: ProfileInput
  var mode: Mode
  /// The file to write the page to, instead of standard output.
  package var output: String?
  /// Whether a warning fails the run.
  package var strict: Bool

  package static let options = ProfileInput.options.merging([
    "format": formats(AppReportRenderer.Format.self), "output": [], "against": [],
    "full": [], "budget": [],
  ]) { $1 }
  package static let flags: Set<String> = ["strict"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments, lists: ProfileInput.lists)
    input = try ProfileInput(scanning: scan)
    output = try scan.path("output")
    strict = scan.flags.contains("strict")
    guard let base = try scan.path("against") else {
      if let option = ["full", "budget"].first(where: { scan.values[$0] != nil }) {
        throw scan.error("option --\(option) needs --against BASE")
      }
      mode = .page(try scan.format(default: .text))
      return
    }
    guard case .paths = input.source else {
      throw scan.error("option --against needs PATH: the app after the change, to scan")
    }
    let format: AppComparisonRenderer.Format = try scan.format(default: .text)
    var budget = ReportOptions.defaultBudget
    if let text = scan.values["budget"] {
      guard format == .markdown else { throw scan.error("option --budget needs --format markdown") }
      guard let number = Int(text), number >= ReportOutput.smallestBudget else {
        throw scan.error(
          "invalid value \(text.messageQuoted) for option --budget: expected a number of "
            + "characters, at least \(ReportOutput.smallestBudget)")
      }
      budget = number
    }
    mode = .against(
      base: base, format: format, budget: budget, fullReport: try scan.path("full"))
  }

  package func run(_ console: Console) throws -> Int32 {
    let loaded = try input.load(usage: Self.usage)
    let report = try page(loaded.profile, source: input.label)
    console.warnAboutReleases(report.releases)
    var status = ExitCode.success
    switch mode {
    case .page(let format):
      try write(
        AppReportRenderer.render(
          report, source: input.label, as: format, ci: ci,
          width: Terminal.width(standardOutput: output == nil)), console)
      if strict && report.warningCount > 0 {
        console.errors.write(
          "error: \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s") (--strict)\n"
        )
        status = ExitCode.failure
      }
    case .against(let base, let format, let budget, let fullReport):
      let comparison = AppComparison(
        base: try page(try input.loadBase(base, usage: Self.usage), source: base), head: report)
      func render(_ options: ReportOptions) -> String {
        AppComparisonRenderer.render(
          comparison, base: base, head: input.label, as: format, options: options, ci: ci)
      }
      if let fullReport {
        try console.write(
          render(ReportOptions(width: Terminal.width(standardOutput: false), isFull: true)),
          toFileNamed: fullReport)
        console.errors.write("wrote \(fullReport.messageEscaped)\n")
      }
      let width = Terminal.width(standardOutput: output == nil)
      try write(
        render(ReportOptions(width: width, budget: budget, fullReport: fullReport)), console)
      let warnings = comparison.newWarningCount
      if strict && warnings > 0 {
        console.errors.write(
          "error: \(warnings) new warning\(warnings == 1 ? "" : "s") (--strict)\n")
        status = ExitCode.failure
      }
    }
    for drift in loaded.drifts {
      console.errors.write(
        (strict ? "error: " : "warning: ") + drift.description.messageEscaped + "\n")
    }
    if strict && !loaded.drifts.isEmpty { status = ExitCode.failure }
    return status
  }

  /// What the formats for CI need: the scanned folder relative to the working directory, which
  /// is the repository's root in CI (empty for a profile file, whose paths are as scanned),
  /// `--strict`, and this tool.
  private var ci: CIContext {
    var root = ""
    if case .paths(let paths) = input.source {
      let folder = SourceTree.root(of: paths)
      let relative = FileSystem.relative(folder, to: FileSystem.absolute("."))
      if folder != FileSystem.absolute(".") { root = (relative ?? folder) + "/" }
    }
    return CIContext(
      root: root, strict: strict,
      tool: SARIFRenderer.Tool(
        version: VersionCommand.toolVersion, informationURI: VersionCommand.homepage))
  }

  /// Builds an app's page, naming the profile's line when the profile cannot make one.
  private func page(_ profile: AppProfile, source: String) throws -> AppReport {
    do {
      return try AppReport(profile)
    } catch {
      throw Diagnostic(file: source, line: line(of: error.field), message: error.description)
    }
  }

  /// Writes the page to `--output` or standard output.
  private func write(_ page: String, _ console: Console) throws {
    if let output {
      try console.write(page, toFileNamed: output)
      console.errors.write("wrote \(output.messageEscaped)\n")
    } else {
      console.output.write(page)
    }
  }

  /// Returns the line of a field's key in the profile file, or `nil` for a scan, or when the
  /// field was unknown because `--set` cleared it.
  private func line(of field: String) -> Int? {
    guard case .profile(let file) = input.source,
      let data = try? InputFile.read(path: file, root: "/"),
      let root = try? JSONDocument.parse(data, file: file),
      case .object(let members) = root.value
    else { return nil }
    return members.first { $0.key == field }?.line
  }
}
