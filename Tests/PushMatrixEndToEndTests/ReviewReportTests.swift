import Foundation
import Testing

@testable import PushMatrixCompare
@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Reviews that fit a pull request", .waitsForProcesses)
struct ReviewReportTests {
  /// GitHub refuses a comment body longer than this many characters.
  static let commentLimit = 65_536

  /// Old goldens as the engine gave them before the iOS 10.0 tap quirk, with a note of its own
  /// on every row of the alert golden, and new goldens from the current engine: a few
  /// behaviour groups in every golden, and one note-only group per cell of the alert golden,
  /// about 2 MB of Markdown when every group is listed.
  struct HugeChange {
    let old: TemporaryRepository
    let new: TemporaryRepository
    /// The number of rows whose note was edited.
    let notes: Int

    init() throws {
      old = try TemporaryRepository(goldens: CompareTests.goldensWithoutTapQuirk)
      new = try TemporaryRepository()
      notes = try old.editRows(of: .alert) { cells in
        cells[column("notes")] =
          "note-\(cells[column("os")...column("backgroundMode")].joined(separator: "-"))"
      }
    }

    /// The cells that differ: every row of the alert golden, and the tap quirk's rows of the
    /// other payloads' goldens and of the conditions'.
    var cells: Int {
      let conditions = ConditionGolden.positions.map { position in
        MatrixComparison.changes(
          from: ConditionGolden.cells(
            ofAxisAt: position, router: CompareTests.routerWithoutTapQuirk),
          to: ConditionGolden.cells(ofAxisAt: position)
        ).count
      }
      return notes + CompareTests.quirkCount(.contentAvailable)
        + CompareTests.quirkCount(.alertWithContentAvailable) + conditions.reduce(0, +)
    }

    var oldGoldens: String { old.root.appendingPathComponent(GoldenFile.directory).path }
    var newGoldens: String { new.root.appendingPathComponent(GoldenFile.directory).path }

    func remove() {
      old.remove()
      new.remove()
    }
  }

  /// Checks that Markdown fits in one comment and that cmark-gfm reads it as the report meant:
  /// a heading per golden, and every group it kept closed.
  ///
  /// - Returns: the HTML cmark-gfm made, or `nil` where cmark-gfm is not installed.
  @discardableResult
  static func expectFitsInOneComment(_ markdown: String, headings: Int) throws -> String? {
    #expect(markdown.utf8.count <= commentLimit, "\(markdown.utf8.count) bytes")
    #expect(markdown.count <= commentLimit)
    guard ExternalTool.cmarkGFM.shouldRun else { return nil }
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("comment.md")
    try Data(markdown.utf8).write(to: file)
    let html = try cmarkHTML(file)
    #expect(html.components(separatedBy: "<h3>").count - 1 == headings)
    #expect(
      html.components(separatedBy: "<details>").count
        == html.components(separatedBy: "</details>").count)
    return html
  }

  @Test("diff of a change to every cell of a golden fits in one comment; --full writes every key")
  func hugeDiffFits() throws {
    let change = try HugeChange()
    defer { change.remove() }
    #expect(change.notes == ScenarioSpace().restricted(to: [Payload.alert]).count)
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = folder.appendingPathComponent("diff-full.md").path
    let run = try runTool([
      "diff", change.oldGoldens, change.newGoldens, "--format", "markdown", "--full", full,
    ])
    #expect(run.status == 1, "\(run.errors)")
    // A heading per golden, the conditions' too.
    let html = try Self.expectFitsInOneComment(run.output, headings: Golden.all.count)
    let quirkGroups = 6
    #expect(run.output.components(separatedBy: "quirk: - → ios10.0-tap-skips-fetch").count > 1)
    let shown = run.output.components(separatedBy: "\n##### ").count - 1
    #expect(shown > quirkGroups)
    let total = try Self.groupCount(change)
    #expect(
      run.output.contains(
        "Left out to fit one comment: \((total - shown).digitsGrouped) groups of changes"),
      "\(run.output.suffix(600))")
    #expect(run.output.contains("The full report is in \(full.markdownEscaped)."))
    if let html { #expect(html.contains("Left out to fit one comment")) }

    let fullText = try String(contentsOfFile: full, encoding: .utf8)
    #expect(fullText.components(separatedBy: "\n##### ").count - 1 == total)
    #expect(fullText.components(separatedBy: "\n- `os=").count - 1 == change.cells)
    #expect(!fullText.contains("Left out"))
  }

  @Test("check of a change to every cell of a golden fits in one comment too")
  func hugeCheckFits() throws {
    let change = try HugeChange()
    defer { change.remove() }
    let run = try runTool(["check", "--root", change.old.root.path, "--format", "markdown"])
    #expect(run.status == 1, "\(run.errors)")
    // A heading per golden, then the generated files' and the evidence's.
    try Self.expectFitsInOneComment(run.output, headings: Golden.all.count + 2)
    #expect(run.output.contains("Run the command again with --full FILE for the full report."))
    #expect(run.output.contains("### evidence: every observation explained"))
  }

  /// The example workflow that posts the review.
  static let workflow = packageRoot.appendingPathComponent("docs/examples/pushmatrix-review.yml")

  /// Returns the shell script of a workflow step's `run: |` block, without its indentation.
  static func script(ofStep name: String, in yaml: String) throws -> String {
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let step = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") }, "no step \(name)")
    let run = try #require(
      lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" },
      "step \(name) has no run: | block")
    let indent = lines[run].prefix { $0 == " " }.count
    let body = lines[(run + 1)...].prefix { $0.isEmpty || $0.prefix { $0 == " " }.count > indent }
    let margin = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(margin)) }.joined(separator: "\n") + "\n"
  }

  @Test(
    "the example workflow's comment fits in one comment, full reports beside it, whatever the change"
  )
  func workflowReport() throws {
    let change = try HugeChange()
    defer { change.remove() }
    let yaml = try String(contentsOf: Self.workflow, encoding: .utf8)
    let script = try Self.script(ofStep: "Report", in: yaml)
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("github-output")
    try Data().write(to: output)
    // The pull request's tree holds the old, hand-edited goldens and the base the engine's, so
    // that both diff and check find the whole change.
    let environment = [
      "PUSHMATRIX": toolUnderTest.path,
      "BASE_REF": "main", "BASE_GOLDENS": change.newGoldens, "GITHUB_OUTPUT": output.path,
      "RUN_URL": "https://github.com/owner/repo/actions/runs/1",
    ]
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-eu", "-c", script], in: change.old.root,
      environment: environment)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try String(contentsOf: output, encoding: .utf8) == "check=failed\n")
    let report = try change.old.read("report.md")
    let marker = "<!-- pushmatrix-review -->"
    #expect(report.hasPrefix(marker + "\n"))
    try Self.expectFitsInOneComment(report, headings: Golden.all.count + Golden.all.count + 2)
    #expect(report.contains("Run `swift run pushmatrix generate` and commit the result."))
    for name in ["diff-full.md", "check-full.md"] {
      let full = try change.old.read(name)
      #expect(full.components(separatedBy: "\n- `os=").count - 1 == change.cells, "\(name)")
      #expect(yaml.contains(name))
    }
    // The comment step finds the previous comment by the same marker and edits it.
    #expect(yaml.components(separatedBy: marker).count - 1 == 2)
    #expect(yaml.contains("github.rest.issues.updateComment"))
    #expect(yaml.contains("uses: actions/upload-artifact@v4"))
    #expect(yaml.contains("if: steps.report.outputs.check == 'failed'"))

    let broken = try runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-eu", "-c", script], in: change.old.root,
      environment: environment.merging(["PUSHMATRIX": "/nonexistent/pushmatrix"]) { $1 })
    #expect(broken.status > 1, "a tool that cannot run fails the step")
  }

  /// The number of groups `diff --format json` gives for the change.
  static func groupCount(_ change: HugeChange) throws -> Int {
    let run = try runTool(["diff", change.oldGoldens, change.newGoldens, "--format", "json"])
    let reports = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    return reports.reduce(0) { $0 + (($1["groups"] as? [Any])?.count ?? 0) }
  }
}
