import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Explain")
struct ExplainRendererTests {
  /// A cold launch by a tap on iOS 13, which the scene-launch note rule remarks on.
  static func trail() throws -> Router.Trail {
    Router.standard.trail(
      try Scenario(parsing: "os=13.0 state=notRunning callbacks=didReceiveResponse payload=alert"))
  }

  @Test("a note that a note rule added shows the rule's basis and sources beneath it")
  func noteRuleText() throws {
    let text = ExplainRenderer.text(try Self.trail(), judgements: nil, width: .max)
    let rule = NoteRules.sceneLaunch
    let expected =
      ["  [\(rule.id)] \(rule.note.text)", "    basis: documented"]
      + rule.sources.map { "    source: \($0)" }
    #expect(text.contains(expected.joined(separator: "\n") + "\n"))
  }

  @Test("each callback of the scenario is shown beside Apple's selector, launch first")
  func selectorsInText() throws {
    let text = ExplainRenderer.text(try Self.trail(), judgements: nil)
    let expected = [
      "callbacks launch              application(_:didFinishLaunchingWithOptions:)",
      "          didReceiveResponse  userNotificationCenter(_:didReceive:withCompletionHandler:)",
    ]
    #expect(text.contains("\n" + expected.joined(separator: "\n") + "\n"))
  }

  @Test("the JSON explanation maps each callback of the scenario to its selector")
  func selectorsInJSON() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ExplainRenderer.json(try Self.trail(), judgements: nil).utf8))
        as? [String: Any])
    let selectors = try #require(object["selectors"] as? [String: String])
    #expect(
      selectors == [
        "launch": Callback.launch.selector,
        "didReceiveResponse": Callback.didReceiveResponse.selector,
      ])
    #expect(object["callbacks"] as? String == "didReceiveResponse")
  }

  @Test("a refined answer lists the rules it builds on, with their own basis for the scenario")
  func refinedRuleText() throws {
    let trail = Router.standard.trail(
      try Scenario(
        parsing: "os=12.3.1 state=background callbacks=fetchReceive payload=alert "
          + "authorization=denied"))
    let text = ExplainRenderer.text(trail, judgements: nil, width: .max)
    #expect(text.contains("\nbanner    no\n"))
    #expect(text.contains("\ncenter    no (Notification Center does not keep it)\n"))
    #expect(text.contains("\n  arrival: denied-silent-delivery (inferred)\n"))
    // Device tests back the base rule on 12.3.1, but not with notifications denied.
    #expect(
      text.contains(
        "\n  arrival base: inactive-alert-waits-for-tap (reported, extrapolated from "
          + "observations on 9.0, 9.3.2, 10.0 and 12.3.1)\n"))
  }

  @Test("the JSON explanation gives notificationCenter and each rule with its role")
  func refinedRuleJSON() throws {
    let trail = Router.standard.trail(
      try Scenario(
        parsing: "os=17.0 state=foreground callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=list lifecycle=scene"))
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ExplainRenderer.json(trail, judgements: nil).utf8))
        as? [String: Any])
    #expect(object["banner"] as? Bool == false)
    #expect(object["notificationCenter"] as? Bool == true)
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(
      rules.map { "\($0["role"] ?? "") \($0["id"] ?? "")" } == [
        "arrival foreground-will-present", "tap tap-from-notification-center",
        "tap base tap-response",
      ])
    let selectors = try #require(object["selectors"] as? [String: String])
    #expect(selectors["sceneConnect"] == Callback.sceneConnect.selector)
  }

  @Test("every source document gives its public address or says that none is known")
  func documentsHaveAddresses() {
    for document in Source.documents {
      #expect(document.url != nil || document.description != document.title, "\(document.id)")
    }
  }

  @Test("the JSON explanation says of a source without an address why it has none")
  func sourcesWithoutAddressSayWhy() throws {
    // Decided by a rule that cites Apple, a source document with an address and one without.
    let trail = Router.standard.trail(
      try Scenario(
        parsing: "os=17.0 state=forceQuit callbacks=fetchReceive payload=content-available"))
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ExplainRenderer.json(trail, judgements: nil).utf8)) as? [String: Any])
    let rules = try #require(object["rules"] as? [[String: Any]])
    let sources = rules.flatMap { $0["sources"] as? [[String: Any]] ?? [] }
    #expect(sources.count >= 3)
    for source in sources {
      #expect(source["url"] is String || source["urlNote"] is String, "\(source)")
    }
  }

  @Test("the JSON explanation gives a note rule's basis and sources with its note")
  func noteRuleJSON() throws {
    let json = ExplainRenderer.json(try Self.trail(), judgements: nil)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let notes = try #require(object["notes"] as? [[String: Any]])
    let note = try #require(notes.first { $0["id"] as? String == NoteRules.sceneLaunch.id })
    #expect(note["basis"] as? String == "documented")
    #expect((note["sources"] as? [Any])?.count == NoteRules.sceneLaunch.sources.count)
  }
}
