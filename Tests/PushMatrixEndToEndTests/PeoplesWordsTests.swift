import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite(
  "The words people use for states, payloads and callbacks, run as a process", .waitsForProcesses)
struct PeoplesWordsTests {
  /// The arguments of `explain` for one scenario, with the state, callbacks and payload given.
  static func explain(state: String, callbacks: String, payload: String) -> [String] {
    ["explain", "--os", "17.0", "--state", state, "--callbacks", callbacks, "--payload", payload]
  }

  @Test(
    "killed or terminated answers with what each state it could mean is",
    arguments: [
      "killed", "terminated", "Killed",
    ])
  func killed(_ word: String) throws {
    let run = try runTool(Self.explain(state: word, callbacks: "fetchReceive", payload: "alert"))
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "error: invalid state \"\(word)\": expected foreground, background, suspended, "
          + "notRunning, forceQuit; \"\(word)\" could be forceQuit (swiped away by the user in "
          + "the app switcher) or notRunning (not in memory: never launched, or terminated by "
          + "the system), which iOS treats differently: name one\n"), "\(run.errors)")
    // A typo still gets the closest state.
    let typo = try runTool(
      Self.explain(state: "backgrund", callbacks: "fetchReceive", payload: "alert"))
    #expect(typo.errors.hasPrefix("error: invalid state \"backgrund\": expected"))
    #expect(typo.errors.contains("; did you mean background?\n"))
  }

  @Test("silent and background are read as content-available", arguments: ["silent", "background"])
  func silentPayload(_ word: String) throws {
    let expected = try runTool(
      Self.explain(state: "background", callbacks: "fetchReceive", payload: "content-available"))
    #expect(expected.status == 0, "\(expected.errors)")
    let run = try runTool(
      Self.explain(state: "background", callbacks: "fetchReceive", payload: word))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == expected.output)
    let export = try runTool(["export", "--os", "17.0", "--payload", word, "--state", "suspended"])
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output.contains("\tcontent-available\t"))
  }

  @Test(
    "Objective-C selectors and Swift's async names read as the callbacks they are",
    arguments: [
      ("application:didReceiveRemoteNotification:fetchCompletionHandler:", "fetchReceive"),
      ("application:didReceiveRemoteNotification:", "legacyReceive"),
      ("userNotificationCenter:willPresentNotification:withCompletionHandler:", "willPresent"),
      (
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
        "didReceiveResponse"
      ),
      ("userNotificationCenter(_:willPresent:) async", "willPresent"),
      ("userNotificationCenter(_:didReceive:) async", "didReceiveResponse"),
      ("application(_:didReceiveRemoteNotification:) async", "fetchReceive"),
      (
        "application:didReceiveRemoteNotification:fetchCompletionHandler:"
          + "+userNotificationCenter(_:willPresent:) async", "fetchReceive+willPresent"
      ),
    ])
  func appleNames(_ name: String, _ identifier: String) throws {
    let expected = try runTool(
      Self.explain(state: "foreground", callbacks: identifier, payload: "alert"))
    #expect(expected.status == 0, "\(expected.errors)")
    let run = try runTool(Self.explain(state: "foreground", callbacks: name, payload: "alert"))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == expected.output)
  }

  @Test(
    "explain --help defines each state in one line and says where background and suspended differ")
  func stateHelp() throws {
    let help = try runTool(["explain", "--help"])
    #expect(help.status == 0)
    for state in AppState.allCases {
      #expect(help.output.contains("\n  \(state.definition)\n"), "\(state)")
    }
    #expect(help.output.contains("From iOS 7.0, background and suspended give different answers"))
  }

  /// Every scenario of a content-available push to an app in the background with the
  /// background mode on, each condition at every value, split by whether the sender's headers
  /// lose the push on the way (which the help says reaches neither state): enumerated once for
  /// every question.
  static let (lostPushes, backgroundPushes) = {
    let all = Array(
      ScenarioSpace.full.restricted(to: [AppState.background])
        .restricted(to: [Payload.contentAvailable]).restricted(to: [BackgroundMode.on]))
    let lost = { (scenario: Scenario) in
      Router.standard.route(scenario).rule == ArrivalRules.silentPushTypeDropped.id
    }
    return (all.filter(lost), all.filter { !lost($0) })
  }()

  /// For the scenarios of a content-available push with the background mode on that a filter
  /// keeps: whether a running app in the background and a suspended one get the same answer,
  /// by banner, arrival and tap; `[true]` when they always do, `[false]` when they never do.
  static func statesAgree(_ filter: (Scenario) -> Bool) -> Set<Bool> {
    Set(
      backgroundPushes.lazy.filter(filter).map { scenario in
        var suspended = scenario
        suspended.state = .suspended
        let (running, resting) = (Router.standard.route(scenario), Router.standard.route(suspended))
        return running.banner == resting.banner && running.arrival == resting.arrival
          && running.tap == resting.tap
      })
  }

  @Test("what explain --help says about background and suspended is what the engine answers")
  func stateHelpHolds() {
    let fromSeven = { (scenario: Scenario) in scenario.os >= OSVersion(7, 0) }
    let fetch = { (scenario: Scenario) in scenario.callbacks.contains(.fetchReceive) }
    let legacyOnly = { (scenario: Scenario) in
      scenario.callbacks.contains(.legacyReceive) && !fetch(scenario)
    }
    // Background App Refresh off, from iOS 7.0: the answers differ in every scenario where a
    // receive method is implemented.
    for receive in [fetch, legacyOnly] {
      #expect(
        Self.statesAgree { fromSeven($0) && $0.backgroundRefresh == .off && receive($0) }
          == [false])
    }
    // Refresh on, with fetchReceive, they always agree; with legacyReceive alone they never do.
    #expect(Self.statesAgree { $0.backgroundRefresh == .on && fetch($0) } == [true])
    #expect(
      Self.statesAgree { fromSeven($0) && $0.backgroundRefresh == .on && legacyOnly($0) }
        == [false])
    // A push the headers lose reaches neither state.
    #expect(!Self.lostPushes.isEmpty)
    for scenario in Self.lostPushes {
      var suspended = scenario
      suspended.state = .suspended
      #expect(Router.standard.route(scenario).arrival.isEmpty, "\(scenario)")
      #expect(Router.standard.route(suspended).arrival.isEmpty, "\(scenario)")
    }
  }
}
