import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("App profile: its JSON contract, reading it back, and overrides")
struct AppProfileTests {
  /// A profile with every field decided, its own callbacks, and three findings.
  static let profile = AppProfile(
    callbacks: CallbackSet([.fetchReceive, .willPresent]), backgroundMode: .on,
    lifecycle: .scene, delegateTiming: .late, presentation: .list,
    deploymentTarget: OSVersion(15, 4), serviceExtension: true,
    findings: [
      .init(field: "presentation", file: "App/Delegate.swift", line: 30, shows: "passes [.list]"),
      .init(field: "callbacks", file: "App/Delegate.swift", line: 12, shows: "fetchReceive"),
      .init(field: "backgroundMode", file: nil, line: nil, shows: "set by --set"),
    ], ownCallbacks: CallbackSet([.fetchReceive]))

  /// The profile's JSON text.
  static let json = """
    {
      "backgroundMode": "on",
      "callbacks": "fetchReceive+willPresent",
      "delegateTiming": "late",
      "deploymentTarget": "15.4",
      "findings": [
        {
          "field": "callbacks",
          "file": "App/Delegate.swift",
          "line": 12,
          "shows": "fetchReceive"
        },
        {
          "field": "backgroundMode",
          "file": null,
          "line": null,
          "shows": "set by --set"
        },
        {
          "field": "presentation",
          "file": "App/Delegate.swift",
          "line": 30,
          "shows": "passes [.list]"
        }
      ],
      "lifecycle": "scene",
      "ownCallbacks": "fetchReceive",
      "presentation": "list",
      "sdks": [],
      "serviceExtension": "yes"
    }

    """

  /// Reads a profile from text as a file named `pushmatrix.json`.
  static func read(_ text: String) throws(Diagnostic) -> AppProfile {
    try AppProfile(reading: Data(text.utf8), file: "pushmatrix.json")
  }

  @Test("the JSON has exactly the contract's keys, sorted, and findings in field order")
  func json() {
    #expect(Self.profile.json.rendered() == Self.json)
  }

  @Test("a profile reads back from its JSON, findings sorted")
  func roundTrip() throws {
    var sorted = Self.profile
    sorted.findings = sorted.sortedFindings
    #expect(try Self.read(Self.json) == sorted)
  }

  @Test("every field may be unknown, and so may ownCallbacks")
  func unknown() throws {
    let text = AppProfile(findings: []).json.rendered()
    #expect(text.components(separatedBy: "\"unknown\"").count - 1 == AppProfile.fields.count + 1)
    #expect(try Self.read(text) == AppProfile(findings: []))
  }

  @Test(
    "a bad value is diagnosed at its line, with what the field accepts",
    arguments: [
      (
        "\"lifecycle\": \"scene\"", "\"lifecycle\": \"scenes\"", 26,
        "invalid lifecycle \"scenes\": expected appDelegate, scene or unknown; did you mean scene?"
      ),
      (
        "\"callbacks\": \"fetchReceive+willPresent\"", "\"callbacks\": \"fetch\"", 3,
        "invalid callbacks \"fetch\": expected none or a +-joined set of legacyReceive, "
          + "fetchReceive, willPresent, didReceiveResponse, or unknown"
      ),
      (
        "\"deploymentTarget\": \"15.4\"", "\"deploymentTarget\": 15.4", 5,
        "expected a string for deploymentTarget, found a number"
      ),
      (
        "\"line\": 12", "\"line\": 0", 10,
        "invalid line \"0\" in a finding: expected a line number from 1, or null"
      ),
      (
        "\"serviceExtension\": \"yes\"", "\"serviceExtensions\": \"yes\"", 30,
        "unknown key \"serviceExtensions\"; expected accepted, backgroundMode, callbacks, "
          + "delegateTiming, deploymentTarget, findings, lifecycle, ownCallbacks, presentation, sdks, "
          + "serviceExtension, target; "
          + "did you mean serviceExtension?"
      ),
      (
        "\"presentation\": \"list\"", "\"presentation\": \"n/a\"", 28,
        "invalid presentation \"n/a\" for callbacks \"fetchReceive+willPresent\": expected "
          + "none, banner, list or banner+list; n/a exactly when willPresent is not implemented"
      ),
    ])
  func badValue(_ original: String, _ replacement: String, _ line: Int, _ message: String) {
    let text = Self.json.replacingOccurrences(of: original, with: replacement)
    #expect(throws: Diagnostic(file: "pushmatrix.json", line: line, message: message)) {
      try Self.read(text)
    }
  }

  @Test("a profile missing a field is refused, naming the field")
  func missingField() {
    let text = Self.json.replacingOccurrences(of: "  \"lifecycle\": \"scene\",\n", with: "")
    #expect(
      throws: Diagnostic(
        file: "pushmatrix.json", line: 1,
        message: "missing key \"lifecycle\"; a profile names every field, unknown where not known"
      )
    ) { try Self.read(text) }
  }

  @Test("an override sets one field and records that it was set by hand")
  func override() throws {
    var profile = Self.profile
    try profile.override("delegateTiming=atLaunch,deploymentTarget=unknown")
    #expect(profile.delegateTiming == .atLaunch)
    #expect(profile.deploymentTarget == nil)
    #expect(
      profile.findings.suffix(2) == [
        .init(
          field: "delegateTiming", file: nil, line: nil,
          shows: "set to atLaunch by hand (was late)"),
        .init(
          field: "deploymentTarget", file: nil, line: nil,
          shows: "set to unknown by hand (was 15.4)"),
      ])
  }

  @Test(
    "a bad override names the field or the value",
    arguments: [
      (
        "timing=late",
        "unknown field \"timing\"; expected callbacks, backgroundMode, lifecycle, "
          + "delegateTiming, presentation, deploymentTarget, serviceExtension"
      ),
      ("delegateTiming", "invalid override \"delegateTiming\": expected FIELD=VALUE"),
      (
        "serviceExtension=maybe",
        "invalid serviceExtension \"maybe\": expected yes, no or unknown"
      ),
      (
        "callbacks=none",
        "invalid presentation \"list\" for callbacks \"none\": expected n/a; n/a exactly when "
          + "willPresent is not implemented"
      ),
    ])
  func badOverride(_ text: String, _ message: String) {
    var profile = Self.profile
    #expect(throws: AppProfile.OverrideError(message: message)) { try profile.override(text) }
  }
}
