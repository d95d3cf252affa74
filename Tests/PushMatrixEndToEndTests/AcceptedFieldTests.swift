import Foundation
import Testing

@testable import PushMatrixIO

@Suite(
  "Accepted fields: a saved profile's correction that keeps --strict on the code",
  .waitsForProcesses)
struct AcceptedFieldTests {
  /// The reason the saved profiles below give.
  static let reason = "Quay's binary push framework makes NotificationHandler the delegate in +load"

  /// A scratch folder holding the `NeverAssigned` fixture as `app/` and, as `saved.json`, its
  /// expected profile changed by `edit`.
  static func scratch(_ edit: (inout [String: Any]) -> Void) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try FileManager.default.copyItem(
      at: ScanTests.fixtures.appendingPathComponent("NeverAssigned"),
      to: folder.appendingPathComponent("app"))
    let data = try Data(
      contentsOf: ScanTests.fixtures.appendingPathComponent("NeverAssigned.profile.json"))
    var profile = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&profile)
    try JSONSerialization.data(withJSONObject: profile, options: [.prettyPrinted, .sortedKeys])
      .write(to: folder.appendingPathComponent("saved.json"))
    return folder
  }

  /// Accepts `delegateTiming` at `atLaunch`, with ``reason``.
  static func acceptTiming(_ profile: inout [String: Any]) {
    profile["accepted"] = ["delegateTiming": ["reason": reason, "value": "atLaunch"]]
    profile["delegateTiming"] = "atLaunch"
  }

  @Test("an accepted field wins over the scan without drifting; every format shows it and why")
  func acceptedWins() throws {
    let folder = try Self.scratch(Self.acceptTiming)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try runTool(["app", "app", "--profile", "saved.json", "--strict"], in: folder)
    // The scan reads never: accepted, it is neither a drift nor a delegate-never-set warning.
    #expect(text.status == 0, "\(text.errors)")
    #expect(!text.errors.contains("drift") && !text.errors.contains("delegateTiming"))
    #expect(text.output.contains("delegateTiming    atLaunch (accepted)\n"))
    #expect(
      text.output.contains("delegateTiming accepted as atLaunch: \(Self.reason) (saved.json:"))
    #expect(!text.output.contains("delegate-never-set"))
    for format in ["markdown", "html"] {
      let page = try runTool(
        ["app", "app", "--profile", "saved.json", "--format", format], in: folder)
      #expect(page.status == 0, "\(page.errors)")
      #expect(page.output.contains("accepted as atLaunch"), "\(format)")
      #expect(page.output.contains("makes NotificationHandler the delegate in +load"), "\(format)")
    }
    let json = try runTool(
      ["app", "app", "--profile", "saved.json", "--format", "json"], in: folder)
    let page = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let profile = try #require(page["profile"] as? [String: Any])
    let accepted = try #require(profile["accepted"] as? [String: [String: String]])
    #expect(accepted == ["delegateTiming": ["reason": Self.reason, "value": "atLaunch"]])
    #expect(profile["delegateTiming"] as? String == "atLaunch")
  }

  @Test("without the acceptance the same value drifts, and every other field still drifts")
  func othersDrift() throws {
    let stated = try Self.scratch { $0["delegateTiming"] = "atLaunch" }
    defer { try? FileManager.default.removeItem(at: stated) }
    let drift = try runTool(["app", "app", "--profile", "saved.json", "--strict"], in: stated)
    #expect(drift.status == 1)
    #expect(
      drift.errors.contains(
        "error: delegateTiming is atLaunch in saved.json:4 but the scan reads never"),
      "\(drift.errors)")
    let other = try Self.scratch { profile in
      Self.acceptTiming(&profile)
      profile["backgroundMode"] = "off"
    }
    defer { try? FileManager.default.removeItem(at: other) }
    let run = try runTool(["app", "app", "--profile", "saved.json", "--strict"], in: other)
    #expect(run.status == 1)
    #expect(run.errors.contains("error: backgroundMode is off in saved.json:"), "\(run.errors)")
    #expect(!run.errors.contains("delegateTiming is"), "\(run.errors)")
  }

  @Test("scan --write keeps the accepted fields, and scan --profile reads them back")
  func written() throws {
    let folder = try Self.scratch(Self.acceptTiming)
    defer { try? FileManager.default.removeItem(at: folder) }
    let write = try runTool(
      ["scan", "app", "--profile", "saved.json", "--write", "out.json"], in: folder)
    #expect(write.status == 0, "\(write.errors)")
    let read = try runTool(["scan", "--profile", "out.json", "--format", "json"], in: folder)
    #expect(read.status == 0, "\(read.errors)")
    #expect(read.output.hasPrefix("{\n  \"accepted\": {\n    \"delegateTiming\": {\n"))
    #expect(
      read.output.contains(
        "accepted as atLaunch by the saved profile: \(Self.reason) (the scan read never)"))
  }

  @Test(
    "a malformed accepted entry names its file, line and value, exit 65",
    arguments: [
      (
        ["delegateTimng": ["reason": "r", "value": "atLaunch"]],
        "unknown field \"delegateTimng\" in accepted"
      ),
      (["delegateTiming": ["reason": "r", "value": "soon"]], "invalid delegateTiming \"soon\""),
      (
        ["delegateTiming": ["reason": " ", "value": "late"]],
        "expected a reason, a non-empty string"
      ),
      (
        ["delegateTiming": ["value": "late"]],
        "missing key \"reason\" in the accepted delegateTiming"
      ),
      (
        ["delegateTiming": ["reason": "r", "value": "unknown"]],
        "invalid value \"unknown\" for the accepted delegateTiming"
      ),
      (
        ["delegateTiming": ["reason": "r", "value": "late"]],
        "delegateTiming is accepted as \"late\" but the profile states \"never\" at line 10;"
      ),
    ] as [([String: [String: String]], String)])
  func malformed(_ accepted: [String: [String: String]], _ message: String) throws {
    let folder = try Self.scratch { $0["accepted"] = accepted }
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      ["app", "--profile", "saved.json"], ["app", "app", "--profile", "saved.json"],
    ] {
      let run = try runTool(arguments, in: folder)
      #expect(run.status == 65, "\(arguments)")
      #expect(run.errors.hasPrefix("saved.json:"), "\(run.errors)")
      #expect(run.errors.contains(": error: \(message)"), "\(run.errors)")
      #expect(run.output.isEmpty)
    }
  }
}
