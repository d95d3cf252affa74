import Testing

@testable import PushMatrix

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
    #expect(
      withoutWillPresent
        == Scenario(
          os: OSVersion(9, 3, 2), state: .background, callbacks: CallbackSet([.fetchReceive]),
          payload: .alert, presentation: .notApplicable, backgroundMode: .on))
    let withWillPresent = try Scenario(
      parsing: "os=12.3.1 state=foreground callbacks=willPresent payload=alert backgroundMode=off")
    #expect(withWillPresent.presentation == .none)
    #expect(withWillPresent.backgroundMode == .off)
  }

  @Test(
    "malformed scenarios are rejected with the word or axis at fault in the message",
    arguments: [
      (
        "os=12.0 state=foreground callbacks=none payload=alert scene=on",
        ScenarioParseError.unknownAxis(word: "scene=on"), "\"scene=on\""
      ),
      (
        "os=12.0 state=foreground 12.3.1 callbacks=none payload=alert",
        .unknownAxis(word: "12.3.1"), "\"12.3.1\""
      ),
      (
        "os=12.0 state=foreground callbacks=none payload=alert os=13.0",
        .duplicateAxis(word: "os=13.0"), "\"os=13.0\""
      ),
      (
        "os=12.0 state=foreground callbacks=none", .missingAxis(.payload), "missing payload="
      ),
      (
        "os=12.0 state=asleep callbacks=none payload=alert",
        .invalidValue(
          AxisValueError(
            axis: .state, value: "asleep",
            expected: "foreground, background, suspended, notRunning, forceQuit")),
        "invalid state \"asleep\""
      ),
      (
        "os=12.0 state=foreground callbacks=fetchReceive payload=alert presentation=banner",
        .presentationDoesNotFit(.banner, callbacks: CallbackSet([.fetchReceive])),
        "invalid presentation \"banner\" for callbacks \"fetchReceive\": expected n/a"
      ),
      (
        "os=12.0 state=foreground callbacks=willPresent payload=alert presentation=n/a",
        .presentationDoesNotFit(.notApplicable, callbacks: CallbackSet([.willPresent])),
        "expected none or banner"
      ),
    ])
  func rejects(text: String, error: ScenarioParseError, message: String) {
    #expect(throws: error) { try Scenario(parsing: text) }
    #expect(error.description.contains(message), "\(error)")
  }
}
