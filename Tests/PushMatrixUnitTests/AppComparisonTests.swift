import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("App comparison: what a change does to an app's users, and a saved profile over a scan")
struct AppComparisonTests {
  /// SceneLate's profile with one field set otherwise.
  static func sceneLate(_ override: String? = nil) throws -> AppProfile {
    var profile = try AppReportTests.profile("SceneLate")
    if let override { try profile.override(override) }
    return profile
  }

  @Test("a page against itself changes nothing")
  func nothing() throws {
    let report = try AppReport(try Self.sceneLate())
    let comparison = AppComparison(base: report, head: report)
    #expect(comparison.isEmpty)
    #expect(comparison.newWarningCount == 0)
    let text = AppComparisonRenderer.render(comparison, base: "a", head: "b", as: .text)
    #expect(text.contains("\nNothing changes for the app's users: "))
  }

  @Test("a late delegate loses the taps that launch the app, and its warning appears")
  func lateDelegate() throws {
    let base = try AppReport(try Self.sceneLate("delegateTiming=atLaunch"))
    let head = try AppReport(try Self.sceneLate())
    let comparison = AppComparison(base: base, head: head)
    #expect(comparison.fields.map(\.field) == ["delegateTiming"])
    #expect(comparison.fields[0].before == "atLaunch")
    #expect(comparison.fields[0].after == "late")
    #expect(comparison.fields[0].evidence.map(\.line) == [12])
    let own = comparison.cells.filter { $0.condition == nil }
    #expect(
      own.map { "\($0.state) \($0.payload.rawValue)" } == [
        "notRunning alert", "notRunning alert+content-available", "forceQuit alert",
        "forceQuit alert+content-available",
      ])
    #expect(
      own[0].sentence
        == "An alert while the app is not running: a tap no longer reaches didReceiveResponse")
    #expect(own.allSatisfy { head.label($0.releases) == "15.0–26.0" })
    // Under a condition, only what the app's own conditions do not already say.
    #expect(!comparison.cells.contains { $0.condition != nil && $0.sentence == own[0].sentence })
    #expect(comparison.findingsAppeared.map(\.id) == ["late-delegate"])
    #expect(comparison.findingsDisappeared.isEmpty)
    #expect(comparison.newWarningCount == 1)
  }

  @Test("a Markdown comparison over its budget leaves cells out and says how many")
  func budget() throws {
    let comparison = AppComparison(
      base: try AppReport(try Self.sceneLate("callbacks=none,presentation=n/a")),
      head: try AppReport(try Self.sceneLate("delegateTiming=atLaunch")))
    let full = AppComparisonRenderer.render(
      comparison, base: "base", head: "head", as: .markdown, options: ReportOptions(isFull: true))
    #expect(full.utf8.count > 1_000)
    let short = AppComparisonRenderer.render(
      comparison, base: "base", head: "head", as: .markdown,
      options: ReportOptions(budget: 1_000, fullReport: "full.md"))
    #expect(short.utf8.count <= 1_000)
    let left = try #require(
      short.firstMatch(of: /\*(\d+) more of the (\d+) changes and findings are left out/))
    let shownGroups = short.split(separator: "\n").filter { $0.hasPrefix("- ") }
    #expect(Int(left.1)! + shownGroups.count == Int(left.2)!)
    #expect(Int(left.1)! > 0)
    #expect(short.contains("; the full report is full.md.*"))
  }

  @Test("a saved profile's stated fields win over the scan, and those that differ drift")
  func adopt() throws {
    var scanned = try Self.sceneLate("presentation=unknown,callbacks=unknown")
    var saved = AppProfile(findings: [])
    try saved.override("delegateTiming=atLaunch,callbacks=didReceiveResponse")
    let drifts = try scanned.adopt(
      saved, from: "pushmatrix.json", lines: ["delegateTiming": 4, "callbacks": 3])
    // callbacks was unknown to the scan: taken without a drift; delegateTiming drifts.
    #expect(drifts.map(\.field) == ["delegateTiming"])
    #expect(
      drifts[0].description
        == "delegateTiming is atLaunch in pushmatrix.json:4 but the scan reads late "
        + "(Tandem/SceneDelegate.swift:12)")
    #expect(scanned.delegateTiming == .atLaunch)
    #expect(scanned.callbacks?.description == "didReceiveResponse")
    #expect(
      scanned.findings.contains {
        $0.field == "delegateTiming" && $0.file == "pushmatrix.json" && $0.line == 4
          && $0.shows == "set to atLaunch by the saved profile (the scan read late)"
      })
  }

  @Test("an accepted field wins over the scan without drifting; a field set by hand drops it")
  func accepted() throws {
    var scanned = try Self.sceneLate()
    var saved = AppProfile(findings: [])
    try saved.override("delegateTiming=atLaunch,lifecycle=appDelegate")
    saved.accepted = [
      AppProfile.Acceptance(
        field: "delegateTiming", value: "atLaunch", reason: "a framework sets it in +load",
        location: FileLocation(file: "saved copy", line: 3))
    ]
    let drifts = try scanned.adopt(
      saved, from: "pushmatrix.json", lines: ["delegateTiming": 9, "lifecycle": 8])
    // lifecycle, stated and not accepted, still drifts; delegateTiming does not.
    #expect(drifts.map(\.field) == ["lifecycle"])
    #expect(scanned.delegateTiming == .atLaunch)
    #expect(
      scanned.accepted.map(\.description) == [
        "delegateTiming accepted as atLaunch: a framework sets it in +load (pushmatrix.json:3)"
      ])
    #expect(
      scanned.findings.contains {
        $0.field == "delegateTiming" && $0.file == "pushmatrix.json" && $0.line == 3
          && $0.shows
            == "accepted as atLaunch by the saved profile: a framework sets it in +load "
            + "(the scan read late)"
      })
    let json = scanned.json.rendered()
    #expect(
      try AppProfile(reading: Data(json.utf8), file: "out.json").accepted.map(\.value) == [
        "atLaunch"
      ])
    try scanned.override("delegateTiming=late")
    #expect(scanned.accepted.isEmpty)
  }
}
