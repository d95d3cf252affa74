import Foundation
import Testing

@testable import PushMatrix

@Suite("Explain")
struct ExplainRendererTests {
  /// A cold launch by a tap on iOS 13, which the scene-launch note rule remarks on.
  static func trail() throws -> Router.Trail {
    Router.standard.trail(
      try Scenario(parsing: "os=13.0 state=notRunning callbacks=didReceiveResponse payload=alert"))
  }

  @Test("a note that a note rule added shows the rule's basis and sources beneath it")
  func noteRuleText() throws {
    let text = ExplainRenderer.text(try Self.trail(), judgements: nil)
    let rule = NoteRules.sceneLaunch
    let expected =
      ["  [\(rule.id)] \(rule.note.text)", "    basis: documented"]
      + rule.sources.map { "    source: \($0)" }
    #expect(text.contains(expected.joined(separator: "\n") + "\n"))
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
