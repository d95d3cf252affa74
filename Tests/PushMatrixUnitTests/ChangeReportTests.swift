import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Change reports")
struct ChangeReportTests {
  /// The outcome cells of one routed scenario, to edit one column at a time.
  static let key = ScenarioSpace.default.first { Router.standard.route($0).tap != nil }!
  static let cells = Array(
    LongTable.row(key, Router.standard.route(key))[LongTable.keyColumnCount...])

  /// The outcome columns with the kind of change that editing each one makes.
  static let columnKinds: [(String, CellChange.Kind)] = [
    ("banner", .behaviour), ("arrival", .behaviour), ("tap", .behaviour), ("rule", .behaviour),
    ("basis", .annotation), ("quirk", .behaviour), ("notes", .annotation),
    ("notificationCenter", .behaviour), ("extensionRuns", .behaviour),
    ("launchPayload", .behaviour),
  ]

  @Test("a change of banner, arrival, tap, rule or quirk is behaviour; of basis or notes, not")
  func classification() {
    #expect(
      Self.columnKinds.map(\.0) == Array(LongTable.columns[LongTable.keyColumnCount...]),
      "every outcome column is classified")
    for (index, (column, kind)) in Self.columnKinds.enumerated() {
      var edited = Self.cells
      edited[index] += "-edited"
      let change = CellChange(key: Self.key, old: Self.cells, new: edited)
      #expect(change.kind == kind, "\(column)")
      #expect(change.transition == "\(column): \(Self.cells[index]) → \(edited[index])")
    }
    var both = Self.cells
    both[4] = "inferred-edited"
    both[2] = "launch"
    #expect(CellChange(key: Self.key, old: Self.cells, new: both).kind == .behaviour)
    #expect(CellChange(key: Self.key, old: nil, new: both).kind == .added)
    #expect(CellChange(key: Self.key, old: both, new: nil).kind == .removed)
  }

  @Test("groups list behaviour first, then added, removed and annotation-only, largest first")
  func groupOrder() {
    let keys = Array(ScenarioSpace(versions: [OSVersion(12)]).prefix(8))
    var note = Self.cells
    note[6] = "hand-written"
    var banner = Self.cells
    banner[0] = banner[0] == "yes" ? "no" : "yes"
    let changes = [
      CellChange(key: keys[0], old: Self.cells, new: note),
      CellChange(key: keys[1], old: Self.cells, new: note),
      CellChange(key: keys[2], old: Self.cells, new: note),
      CellChange(key: keys[3], old: nil, new: Self.cells),
      CellChange(key: keys[4], old: Self.cells, new: nil),
      CellChange(key: keys[5], old: Self.cells, new: banner),
    ]
    let groups = ChangeReport(subject: "x", changes: changes).groups
    #expect(groups.map(\.kind) == [.behaviour, .added, .removed, .annotation])
    #expect(groups.map(\.keys.count) == [1, 1, 1, 3])
  }

  @Test("a tight Markdown budget keeps the headline and behaviour groups, and says what it left")
  func markdownBudget() {
    // Behaviour groups come after annotation-only ones in the space, so the budget, not the
    // order of the keys, decides which are kept.
    let keys = Array(ScenarioSpace(versions: [OSVersion(12), OSVersion(13)]))
    let changes = keys.enumerated().map { index, key in
      var edited = Self.cells
      if key.os == OSVersion(13) && index % 2 == 0 {
        edited[0] = edited[0] == "yes" ? "no" : "yes"
      } else {
        edited[6] = "note-\(index)"
      }
      return CellChange(key: key, old: Self.cells, new: edited)
    }
    let report = ChangeReport(subject: "x.tsv", changes: changes)
    let full = ChangeReportRenderer.render([report], as: .markdown, options: .init(isFull: true))
    #expect(!full.contains("Left out"))
    #expect(full.components(separatedBy: "\n- `os=").count - 1 == keys.count)
    for budget in [1_000, 5_000, 20_000] {
      let short = ChangeReportRenderer.render(
        [report], as: .markdown, options: .init(budget: budget, fullReport: "full.md"))
      #expect(short.utf8.count <= budget)
      #expect(short.hasPrefix("### x.tsv: 360 behaviour changes, 1,080 annotation-only changes"))
      let groups = short.components(separatedBy: "\n##### ").count - 1
      let annotation = short.components(separatedBy: "× notes: ").count - 1
      let behaviour = groups - annotation
      #expect(behaviour == 1 || annotation == 0, "the behaviour group comes first")
      let cellsLeft = keys.count - behaviour * 360 - annotation
      #expect(
        short.hasSuffix(
          "> **Left out to fit one comment: \((report.groups.count - groups).digitsGrouped) "
            + "groups of changes (\(cellsLeft.digitsGrouped) cells).** The full report is in "
            + "full.md.\n"))
      #expect(budget < 5_000 || behaviour == 1)
    }
  }

  /// A report of a golden whose every cell of a release got a note of its own: one
  /// annotation-only group per cell.
  static func noteReport(_ name: String, release: OSVersion, from: String, to: String)
    -> ChangeReport
  {
    let changes = ScenarioSpace(versions: [release]).enumerated().map { index, key in
      var edited = cells
      edited[6] = "\(name)-note-\(index)"
      return CellChange(key: key, old: cells, new: edited)
    }
    return ChangeReport(subject: name, changes: changes, from: from, to: to)
  }

  @Test(
    "across files a Markdown report gives a total first, shares its budget, and names the package's paths"
  )
  func markdownAcrossFiles() {
    let runner = "/runner/_temp/base/Matrices/golden/"
    let reports = [
      Self.noteReport(
        "a.tsv", release: OSVersion(12), from: runner + "a.tsv", to: "Matrices/golden/a.tsv"),
      Self.noteReport(
        "b.tsv", release: OSVersion(13), from: runner + "b.tsv", to: "Matrices/golden/b.tsv"),
      ChangeReport(
        subject: "c.tsv", changes: [], from: runner + "c.tsv", to: "Matrices/golden/c.tsv"),
    ]
    let short = ChangeReportRenderer.render(
      reports, as: .markdown, options: .init(budget: 20_000, fullReport: "full.md"))
    #expect(short.utf8.count <= 20_000)
    let count = reports[0].changes.count + reports[1].changes.count
    #expect(
      short.hasPrefix(
        "**all 3 files: 0 behaviour changes, \(count.digitsGrouped) annotation-only changes "
          + "(notes or basis), 0 added, 0 removed; 2 of the files differ**\n\n### a.tsv: "))
    // Every group of a.tsv came before any of b.tsv, which then showed none.
    let kept = short.components(separatedBy: "\n##### ").dropFirst()
    let first = kept.filter { $0.contains("a.tsv-note-") }.count
    let second = kept.filter { $0.contains("b.tsv-note-") }.count
    #expect(second > 0 && abs(first - second) <= 1, "a.tsv \(first), b.tsv \(second)")
    // The runner's folder was printed whole.
    #expect(!short.contains("/runner/_temp"))
    #expect(short.contains("- compares: Matrices/golden/a.tsv, old → new\n"))
    // A path outside a Matrices folder stays as given.
    let elsewhere = ChangeReport(subject: "x.tsv", changes: reports[0].changes, from: "/tmp/x.tsv")
    #expect(
      ChangeReportRenderer.render([elsewhere], as: .markdown, options: .init(isFull: true))
        .contains("- compares: /tmp/x.tsv → new\n"))
    // One file alone has no total.
    let single = ChangeReportRenderer.render([reports[0]], as: .markdown, options: .init())
    #expect(single.hasPrefix("### a.tsv: "))
  }

  @Test(
    "counts group their digits with commas, the same in every locale",
    arguments: [
      (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (4_032, "4,032"),
      (1_234_567, "1,234,567"), (-12_345, "-12,345"),
    ])
  func digitGrouping(_ number: Int, _ text: String) {
    #expect(number.digitsGrouped == text)
  }
}
