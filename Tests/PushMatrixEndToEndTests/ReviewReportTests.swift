import Foundation
import Testing

@testable import PushMatrix

@Suite("Reviews that fit a pull request")
struct ReviewReportTests {
  /// GitHub refuses a comment body longer than this many characters.
  static let commentLimit = 65_536

  /// Old goldens as the engine gave them before the iOS 10.0 tap quirk, with a note of its own
  /// on every row of every payload, and new goldens from the current engine: a change with a
  /// few behaviour groups and one note-only group per cell, in every golden.
  struct HugeChange {
    let old: TemporaryRepository
    let new: TemporaryRepository
    /// The number of rows whose note was edited.
    let notes: Int

    init() throws {
      old = try TemporaryRepository(goldensFrom: CompareTests.routerWithoutTapQuirk)
      new = try TemporaryRepository()
      var notes = 0
      for payload in Payload.allCases {
        notes += try old.editRows(of: payload) { cells in
          cells[12] = "note-\(cells[0...5].joined(separator: "-"))"
        }
      }
      self.notes = notes
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

  @Test("diff of a change to every cell fits in one comment; --full writes every key")
  func hugeDiffFits() throws {
    let change = try HugeChange()
    defer { change.remove() }
    #expect(change.notes == ScenarioSpace.default.count)
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = folder.appendingPathComponent("diff-full.md").path
    let run = try runTool([
      "diff", change.oldGoldens, change.newGoldens, "--format", "markdown", "--full", full,
    ])
    #expect(run.status == 1, "\(run.errors)")
    let html = try Self.expectFitsInOneComment(run.output, headings: 3)
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
    #expect(fullText.components(separatedBy: "\n- `os=").count - 1 == change.notes)
    #expect(!fullText.contains("Left out"))
  }

  @Test("check of a change to every cell fits in one comment too")
  func hugeCheckFits() throws {
    let change = try HugeChange()
    defer { change.remove() }
    let run = try runTool(["check", "--root", change.old.root.path, "--format", "markdown"])
    #expect(run.status == 1, "\(run.errors)")
    try Self.expectFitsInOneComment(run.output, headings: 5)
    #expect(run.output.contains("Run the command again with --full FILE for the full report."))
    #expect(run.output.contains("### evidence: every observation explained"))
  }

  /// The number of groups `diff --format json` gives for the change.
  static func groupCount(_ change: HugeChange) throws -> Int {
    let run = try runTool(["diff", change.oldGoldens, change.newGoldens, "--format", "json"])
    let reports = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    return reports.reduce(0) { $0 + (($1["groups"] as? [Any])?.count ?? 0) }
  }
}
