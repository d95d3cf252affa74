import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Written scenarios")
struct ScenarioParsingTests {
  @Test("every scenario of the default space parses back from its description")
  func roundTrip() throws {
    for scenario in ScenarioSpace.default {
      #expect(try Scenario(parsing: scenario.description) == scenario)
    }
  }

  @Test("omitted axes take their defaults, and axes may come in any order")
  func defaults() throws {
    let withoutWillPresent = try Scenario(
      parsing: "payload=alert callbacks=fetchReceive state=background os=9.3.2")
    #expect(withoutWillPresent.os == OSVersion(9, 3, 2))
    #expect(withoutWillPresent.state == .background)
    #expect(withoutWillPresent.callbacks == CallbackSet([.fetchReceive]))
    #expect(withoutWillPresent.payload == .alert)
    #expect(withoutWillPresent.presentation == .notApplicable)
    #expect(withoutWillPresent.backgroundMode == .on)
    let withWillPresent = try Scenario(
      parsing: "os=12.3.1 state=foreground callbacks=willPresent payload=alert backgroundMode=off")
    #expect(withWillPresent.presentation == .bannerAndList)
    #expect(withWillPresent.backgroundMode == .off)
  }

  @Test(
    "malformed scenarios are rejected with the word or axis at fault in the message",
    arguments: [
      (
        "os=12.0 state=foreground callbacks=none payload=alert scene=on",
        "unknown axis \"scene\""
      ),
      ("os=12.0 state=foreground 12.3.1 callbacks=none payload=alert", "\"12.3.1\""),
      ("os=12.0 state=foreground callbacks=none payload=alert os=13.0", "\"os\" given twice"),
      ("os=12.0 state=foreground callbacks=none", "invalid payload \"\""),
      ("state=foreground callbacks=none payload=alert", "missing os=VERSION"),
      ("os=12.0 state=asleep callbacks=none payload=alert", "invalid state \"asleep\""),
      (
        "os=17.0 state=foreground callbacks=fetchReceive payload=alert presentation=banner",
        "invalid presentation \"banner\" for callbacks \"fetchReceive\": expected n/a"
      ),
      (
        "os=12.0 state=foreground callbacks=willPresent payload=alert presentation=n/a",
        "expected none or banner"
      ),
    ])
  func rejects(text: String, message: String) {
    #expect {
      try Scenario(parsing: text)
    } throws: { error in
      (error as? ScenarioParseError)?.message.contains(message) == true
    }
  }
}
