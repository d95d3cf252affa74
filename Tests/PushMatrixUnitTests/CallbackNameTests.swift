import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

@Suite("Callbacks by Apple's names")
struct CallbackNameTests {
  @Test(
    "Apple's selectors and their labels name the project's callbacks",
    arguments: [
      ("application(_:didReceiveRemoteNotification:)", "legacyReceive"),
      ("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "fetchReceive"),
      ("userNotificationCenter(_:willPresent:withCompletionHandler:)", "willPresent"),
      ("willPresent", "willPresent"),
      ("userNotificationCenter(_:didReceive:withCompletionHandler:)", "didReceiveResponse"),
      ("didReceive", "didReceiveResponse"),
      (
        "didReceive+application(_:didReceiveRemoteNotification:)",
        "legacyReceive+didReceiveResponse"
      ),
      ("willPresent+fetchReceive", "fetchReceive+willPresent"),
    ])
  func appleNames(_ text: String, _ canonical: String) throws {
    #expect(try CallbackSet(parsing: text).description == canonical)
  }

  @Test("an Apple name is read as the same value in a scenario, written canonically")
  func scenarioIsCanonical() throws {
    let scenario = try Scenario(
      parsing: "os=12.0 state=background callbacks=didReceive+willPresent payload=alert")
    #expect(scenario.description.contains("callbacks=willPresent+didReceiveResponse"))
  }

  /// Returns the error that reading a text as a value of an axis gives, or `nil` if it reads.
  static func rejection<Value: AxisValue>(_ text: String, as type: Value.Type) -> AxisValueError? {
    do {
      _ = try Value(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test("didReceiveRemoteNotification is ambiguous: the message names both callbacks")
  func ambiguous() {
    #expect(
      Self.rejection("didReceiveRemoteNotification", as: CallbackSet.self)?.description
        == "invalid callbacks \"didReceiveRemoteNotification\": expected none or a +-joined set "
        + "of legacyReceive, fetchReceive, willPresent, didReceiveResponse; "
        + "didReceiveRemoteNotification is ambiguous: legacyReceive is "
        + "application(_:didReceiveRemoteNotification:), fetchReceive is "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
  }

  @Test(
    "a typo in a callback set is answered with the corrected set",
    arguments: [
      ("willPresent+fetchRecieve", "did you mean willPresent+fetchReceive?"),
      ("didReceiveRespons", "did you mean didReceiveResponse?"),
      ("nome", "did you mean none?"),
    ])
  func typoInSet(_ text: String, _ hint: String) {
    #expect(Self.rejection(text, as: CallbackSet.self)?.hint == hint)
  }

  @Test(
    "launch and a repeated callback are still refused, with no suggestion",
    arguments: ["willPresent+launch", "willPresent+willPresent", "didReceive+didReceiveResponse"])
  func stillRefused(_ text: String) throws {
    let error = try #require(Self.rejection(text, as: CallbackSet.self))
    #expect(error.hint == nil)
  }

  @Test("a typo in any other axis suggests the closest identifier")
  func typoInAxis() {
    #expect(
      Self.rejection("backgrund", as: AppState.self)?.description
        == "invalid state \"backgrund\": expected foreground, background, suspended, "
        + "notRunning, forceQuit; did you mean background?")
  }
}
