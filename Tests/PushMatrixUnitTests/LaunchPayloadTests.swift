import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Launch payload: where a launching notification reaches the app's launch code")
struct LaunchPayloadTests {
  private func route(_ text: String) throws -> Outcome {
    Router.standard.route(try Scenario(parsing: text))
  }

  @Test("a tap launch: launchOptions for an app delegate, the scene's connection options in scenes")
  func tapLaunch() throws {
    let delegate = try route("os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert")
    #expect(delegate.launchPayload == .launchOptions)
    #expect(delegate.launchRule == LaunchRules.launchPayloadTap.id)
    let scene = try route(
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene")
    #expect(scene.launchPayload == .connectionOptions)
    let ios26 = try route("os=26.0 state=forceQuit callbacks=fetchReceive payload=alert")
    #expect(ios26.launchPayload == .launchOptions)
    #expect(ios26.notes.contains(NoteRules.launchOptionsDeprecated.note))
  }

  @Test("a background launch by a silent push is in launchOptions; in scenes only inferred")
  func backgroundLaunch() throws {
    let delegate = try route(
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available")
    #expect(delegate.arrival == [.launch, .fetchReceive])
    #expect(delegate.launchPayload == .launchOptions)
    #expect(!delegate.notes.contains(NoteRules.launchPayloadUnsettled.note))
    let scene = try route(
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available lifecycle=scene")
    #expect(scene.launchRule == LaunchRules.launchPayloadBackgroundScene.id)
    #expect(LaunchRules.launchPayloadBackgroundScene.basis == .inferred)
    #expect(scene.notes.contains(NoteRules.launchPayloadUnsettled.note))
  }

  @Test("opened from the icon: nothing delivered, but a silent push's launch still holds it")
  func openFromIcon() throws {
    let cold = try route(
      "os=17.0 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert "
        + "response=openFromIcon")
    #expect(cold.tap == [.launch])
    #expect(cold.launchPayload == LaunchPayload.none)
    let warm = try route(
      "os=17.0 state=suspended callbacks=fetchReceive+didReceiveResponse payload=alert "
        + "response=openFromIcon")
    #expect(warm.tap == [])
    #expect(warm.launchPayload == .notApplicable)
    let held = try route(
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available "
        + "response=openFromIcon")
    #expect(held.launchPayload == .launchOptions)
    #expect(held.notes.contains(NoteRules.iconOpenHoldsLaunchPush.note))
    let tapped = try route(
      "os=17.0 state=notRunning callbacks=fetchReceive payload=content-available")
    #expect(!tapped.notes.contains(NoteRules.iconOpenHoldsLaunchPush.note))
  }

  @Test("an action that launches the app leaves launchOptions without the notification")
  func actionLaunch() throws {
    let action = try route(
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert "
        + "response=foregroundAction")
    #expect(action.tap?.first == .launch)
    #expect(action.launchPayload == LaunchPayload.none)
    #expect(action.notes.contains(NoteRules.launchPayloadUnsettled.note))
  }

  @Test("a foreground action that launches a scene app is in the scene's connection options")
  func sceneForegroundAction() throws {
    let base = "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert"
    let scene = try Router.standard.trail(
      try Scenario(parsing: base + " response=foregroundAction lifecycle=scene"))
    #expect(scene.outcome.tap?.first == .launch)
    #expect(scene.outcome.launchPayload == .connectionOptions)
    #expect(scene.launchRule.id == LaunchRules.launchPayloadSceneAction.id)
    #expect(scene.launchRule.basis == .documented)
    // An action that runs the app in the background connects no scene, and an app-delegate
    // app's launch options stay empty after an action.
    #expect(try route(base + " response=action lifecycle=scene").launchPayload == .none)
    #expect(try route(base + " response=foregroundAction").launchPayload == .none)
  }

  @Test("the long table's last column is the launch payload")
  func longTableColumn() throws {
    let scenario = try Scenario(
      parsing: "os=12.3.1 state=notRunning callbacks=fetchReceive payload=alert")
    let outcome = Router.standard.route(scenario)
    let row = LongTable.row(scenario, outcome)
    #expect(LongTable.columns.last == "launchPayload")
    #expect(row.last == "launchOptions")
    // The documents' device-tested cells keep their basis: the launch rule does not weaken it.
    #expect(outcome.basis == .observed)
  }

  @Test("an observation's launchPayload is judged, and a bad one is refused by line")
  func observedLaunchPayload() throws {
    let header =
      "id\twhere\tos\tstate\tcallbacks\tpayload\tbanner\tarrival\ttap\tcontradiction\tnote"
      + "\tresponse\tlaunchPayload\n"
    func observation(_ payload: String) throws -> Observation {
      let row =
        "T-1\there\t17.0\tnotRunning\tfetchReceive\tcontent-available\t?\t?\t?\t-\tnote"
        + "\topenFromIcon\t" + payload + "\n"
      let parsed = try ObservationFile.parse(
        Data((header + row).utf8), file: "t.tsv", source: .thirdPartyReports)
      return try #require(parsed.first)
    }
    #expect(Judgement(try observation("launchOptions")).mismatches.isEmpty)
    #expect(Judgement(try observation("none")).mismatches.map(\.field) == ["launchPayload"])
    #expect(throws: Diagnostic.self) { try observation("maybe") }
  }
}
