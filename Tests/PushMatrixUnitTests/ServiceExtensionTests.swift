import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Service extension: when the app's Notification Service Extension runs")
struct ServiceExtensionTests {
  private func route(_ text: String) throws -> Outcome {
    Router.standard.route(try Scenario(parsing: text))
  }

  @Test("the extension runs whatever the app's state, force-quit included, and calls nothing")
  func everyState() throws {
    for state in AppState.allCases {
      let plain = try route(
        "os=17.0 state=\(state) callbacks=fetchReceive+didReceiveResponse payload=alert")
      let extended = try route(
        "os=17.0 state=\(state) callbacks=fetchReceive+didReceiveResponse payload=alert "
          + "mutableContent=on serviceExtension=present")
      #expect(extended.extensionRuns, "\(state)")
      #expect(extended.arrival == plain.arrival, "\(state)")
      #expect(extended.tap == plain.tap, "\(state)")
      #expect(extended.banner == plain.banner, "\(state)")
    }
    let forceQuit = try route(
      "os=17.0 state=forceQuit callbacks=fetchReceive payload=alert mutableContent=on "
        + "serviceExtension=present")
    #expect(forceQuit.extensionRule == ExtensionRules.extensionRunsAfterForceQuit.id)
    #expect(forceQuit.basis == .reported)
    #expect(forceQuit.notes.contains(NoteRules.extensionLimits.note))
  }

  @Test("denied, content-available alone, no flag or no extension: the extension does not run")
  func notEmployed() throws {
    let cases = [
      ("authorization=denied mutableContent=on serviceExtension=present", "alert"),
      ("mutableContent=on serviceExtension=present", "content-available"),
      ("serviceExtension=present", "alert"),
      ("mutableContent=on", "alert"),
    ]
    for (conditions, payload) in cases {
      let outcome = try route(
        "os=17.0 state=background callbacks=fetchReceive payload=\(payload) \(conditions)")
      #expect(!outcome.extensionRuns, "\(conditions) \(payload)")
      #expect(!outcome.notes.contains(NoteRules.extensionLimits.note))
    }
  }

  @Test("an alert the push type background hides runs no extension, in any state")
  func hiddenByPushType() throws {
    let conditions = "mutableContent=on serviceExtension=present"
    for state in AppState.allCases {
      for payload in [Payload.alert, .alertWithContentAvailable] {
        let base =
          "os=17.0 state=\(state) callbacks=fetchReceive+didReceiveResponse payload=\(payload) "
          + conditions
        let hidden = try route(base + " pushType=background")
        #expect(!hidden.banner, "\(state) \(payload)")
        #expect(!hidden.extensionRuns, "\(state) \(payload)")
        #expect(hidden.extensionRule == ExtensionRules.extensionNotForHiddenPush.id)
        #expect(hidden.basis == .inferred)
        for shown in ["alert", "absent"] {
          #expect(try route(base + " pushType=\(shown)").extensionRuns, "\(state) \(shown)")
        }
      }
    }
  }

  @Test("provisional authorization is an inference, and the cell says so by its basis")
  func provisionalInferred() throws {
    let outcome = try route(
      "os=17.0 state=background callbacks=fetchReceive payload=alert authorization=provisional "
        + "mutableContent=on serviceExtension=present")
    #expect(outcome.extensionRuns)
    #expect(outcome.extensionRule == ExtensionRules.extensionProvisional.id)
    #expect(outcome.basis == .inferred)
    #expect(ExtensionRules.extensionProvisional.caveat != nil)
  }

  @Test("the documents' cells keep their basis: an app without an extension decides nothing")
  func defaultsUnchanged() throws {
    let observed = try route("os=12.3.1 state=background callbacks=legacyReceive payload=alert")
    #expect(observed.basis == .observed)
    #expect(!observed.extensionRuns)
    let column = try #require(LongTable.outcomeColumns.firstIndex(of: "extensionRuns"))
    #expect(LongTable.outcomeCells(observed)[column] == "no")
  }

  @Test("the long table's extensionRuns column says whether the extension runs")
  func longTableColumn() throws {
    let scenario = try Scenario(
      parsing: "os=17.0 state=suspended callbacks=fetchReceive payload=alert mutableContent=on "
        + "serviceExtension=present")
    let row = LongTable.row(scenario, Router.standard.route(scenario))
    let column = try #require(LongTable.columns.firstIndex(of: "extensionRuns"))
    #expect(row[column] == "yes")
    #expect(row.count == LongTable.columns.count)
  }

  @Test("every extension rule cites a source, and an inferred or reported one says why")
  func rulesGrounded() throws {
    let ids = ExtensionRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in ExtensionRules.all {
      #expect(!rule.sources.isEmpty, "\(rule.id)")
      if rule.basis != .documented { #expect(rule.caveat != nil, "\(rule.id)") }
    }
    let any = try Scenario(parsing: "os=3.0 state=foreground callbacks=none payload=alert")
    #expect(ExtensionRules.all.last?.applies(RoutingContext(any)) == true)
  }

  @Test("an observation's extensionRuns is judged: agreeing, and a mismatch named by its column")
  func observedExtensionRuns() throws {
    let header =
      "id\twhere\tos\tstate\tcallbacks\tpayload\tbanner\tarrival\ttap\tcontradiction\tnote"
      + "\tmutableContent\tserviceExtension\textensionRuns\n"
    func judge(_ runs: String) throws -> Judgement {
      let row =
        "T-1\there\t17.0\tforceQuit\tfetchReceive\talert\t?\t?\t?\t-\tnote\ton\tpresent\t"
        + runs + "\n"
      let observations = try ObservationFile.parse(
        Data((header + row).utf8), file: "t.tsv", source: .thirdPartyReports)
      return Judgement(try #require(observations.first))
    }
    #expect(try judge("yes").mismatches.isEmpty)
    let wrong = try judge("no")
    #expect(wrong.mismatches.map(\.field) == ["extensionRuns"])
    #expect(wrong.verdict == .unexplained)
  }

  @Test("app: a force-quit app's extension still runs, and silent pushes point to one")
  func appFindings() throws {
    var profile = AppProfile(
      callbacks: CallbackSet([.fetchReceive, .didReceiveResponse]), backgroundMode: .on,
      lifecycle: .appDelegate, delegateTiming: .atLaunch, presentation: .notApplicable,
      deploymentTarget: OSVersion(15), serviceExtension: true, findings: [])
    let withExtension = try AppReport(profile)
    let forceQuit = try #require(
      withExtension.findings.first { $0.id == "extension-after-force-quit" })
    #expect(forceQuit.message.contains("forceQuit"))
    #expect(forceQuit.rules.map(\.id) == [ExtensionRules.extensionRunsAfterForceQuit.id])
    profile.serviceExtension = false
    let without = try AppReport(profile)
    #expect(!without.findings.contains { $0.id == "extension-after-force-quit" })
    let silent = try #require(without.findings.first { $0.id == "silent-push-extension" })
    #expect(silent.message.contains("a Notification Service Extension"))
    #expect(silent.rules.contains { $0.kind == "extension" })
  }
}
