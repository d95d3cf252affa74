import Foundation
import PushMatrixApp
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
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
    + "[--format \(AppReportRenderer.Format.usageList)] [--output FILE] [--strict]"
  package static let details = """
    Makes one page for an app, from its profile: scanned from each PATH as pushmatrix scan does,
    or read from a profile file written by scan --write. For every release from the app's
    deployment target to the newest the catalog holds, collapsed into ranges where nothing
    shown changes, and every app state and payload, it shows what the user sees and which
    callbacks run on arrival and on a tap, under the app's own conditions; then, for each
    condition off its default (permission denied or provisional, Background App Refresh off,
    a custom action, a dismissal), only the cells that change. Then findings, each a warning or
    information, with the rules it rests on and their sources.

    A field the profile leaves unknown is assumed to take its axis's default (banner+list for
    presentation, as every command assumes) and the page shows, as a variant, every cell that differs under its other
    values; an unknown deploymentTarget starts the page at the catalog's first release; an
    unknown callbacks is refused (exit 65), since every answer depends on it.

    Options:
      --format F            text, markdown (for a pull request or a wiki), html (one offline
                            page) or json (docs/app.md); default text
      --output FILE         write the page to FILE, atomically, instead of standard output
                            (folders on the way are followed, links too; FILE itself must
                            not be a link; a killed run's temporary file beside it is removed)
      --strict              exit 1 when a finding is a warning, for CI
    \(ProfileInput.help)

    Exit codes: 0 the page was made (with --strict: and no finding is a warning), 1 with
    --strict, a warning, 64 bad usage, 65 a malformed profile (file:line), or
    an unknown callbacks, 66 a PATH or FILE that cannot be read or holds no source, or files
    over 64 MiB each or 128 MiB in all, 73 the file of --output cannot be written, 74 a file or standard output cannot be
    read or written. docs/app.md describes the page, the findings and the JSON.
    """

  /// The paths or profile file, and the fields set by hand.
  var input: ProfileInput
  package var format: AppReportRenderer.Format
  /// The file to write the page to, instead of standard output.
  package var output: String?
  /// Whether a warning fails the run.
  package var strict: Bool

  package static let options = ProfileInput.options.merging([
    "format": formats(AppReportRenderer.Format.self), "output": [],
  ]) { $1 }
  package static let flags: Set<String> = ["strict"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments, lists: ProfileInput.lists)
    input = try ProfileInput(scanning: scan)
    format = try scan.format(default: .text)
    output = try scan.path("output")
    strict = scan.flags.contains("strict")
  }

  package func run(_ console: Console) throws -> Int32 {
    let profile = try input.load(usage: Self.usage)
    let report: AppReport
    do {
      report = try AppReport(profile)
    } catch {
      throw Diagnostic(file: input.label, line: line(of: error.field), message: error.description)
    }
    console.warnAboutReleases(report.releases)
    let page = AppReportRenderer.render(report, source: input.label, as: format)
    if let output {
      try console.write(page, toFileNamed: output)
      console.errors.write("wrote \(output.messageEscaped)\n")
    } else {
      console.output.write(page)
    }
    if strict && report.warningCount > 0 {
      console.errors.write(
        "error: \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s") (--strict)\n")
      return ExitCode.failure
    }
    return ExitCode.success
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
