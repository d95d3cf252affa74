import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("The sender's headers: apns-push-type and apns-priority")
struct SenderHeadersTests {
  /// Returns the trail of a scenario written as `explain` and the goldens write it.
  static func trail(_ text: String) throws -> Router.Trail {
    Router.standard.trail(try Scenario(parsing: text))
  }

  /// The rules and notes the two headers bring, none of which may touch the recommended headers.
  static let senderDeciders: Set<String> = [
    ArrivalRules.backgroundTypeHidesAlert.id, ArrivalRules.backgroundPushPriority10.id,
    ArrivalRules.pushTypeMismatch.id, ArrivalRules.silentPushTypeDropped.id,
    NoteRules.visiblePriority5.id,
  ]

  @Test("with the headers Apple asks for, no rule or note about the headers takes part")
  func recommendedRoutesAsBefore() {
    let space = ScenarioSpace(versions: [OSVersion(13), OSVersion(17), OSVersion(26)])
    for scenario in space {
      let trail = Router.standard.trail(scenario)
      let ids =
        [trail.arrivalRule.id] + trail.arrivalBase.map(\.id) + trail.noteRules.map(\.id)
      #expect(Self.senderDeciders.isDisjoint(with: ids), "\(scenario): \(ids)")
    }
  }

  @Test("the recommended headers answer as the headers they stand for", arguments: Payload.allCases)
  func recommendedMeansWhatAppleAsks(_ payload: Payload) throws {
    let base =
      "os=17.0 state=suspended callbacks=fetchReceive+didReceiveResponse payload=\(payload)"
    let recommended = try Self.trail(base).outcome
    let type = payload.isVisible ? "alert" : "background"
    let priority = payload.isVisible ? "10" : "5"
    let explicit = try Self.trail(base + " pushType=\(type) priority=\(priority)").outcome
    #expect(explicit == recommended)
  }

  @Test("content-available alone at priority 10 is answered as at 5, with Apple's error named")
  func backgroundPriority10() throws {
    let base = "os=17.0 state=suspended callbacks=fetchReceive payload=content-available"
    let five = try Self.trail(base).outcome
    let ten = try Self.trail(base + " priority=10")
    #expect(ten.outcome.arrival == five.arrival)
    #expect(ten.outcome.banner == five.banner)
    #expect(ten.outcome.notes.contains(.backgroundPushPriority10))
    #expect(ten.outcome.rule == ArrivalRules.backgroundPushPriority10.id)
    #expect(ten.outcome.basis == .reported)
  }

  @Test("alert+content-available sent as background is hidden but still wakes the app")
  func backgroundTypeHidesAlert() throws {
    let trail = try Self.trail(
      "os=17.0 state=suspended callbacks=fetchReceive+didReceiveResponse "
        + "payload=alert+content-available pushType=background priority=5")
    #expect(!trail.outcome.banner)
    #expect(!trail.outcome.notificationCenter)
    #expect(trail.outcome.arrival == [.fetchReceive])
    #expect(trail.outcome.notes.contains(.pushTypeMayNotDeliver))
    // Sent at the visible payload's recommended priority, 10, it is also Apple's error.
    let ten = try Self.trail(
      "os=17.0 state=suspended callbacks=fetchReceive+didReceiveResponse "
        + "payload=alert+content-available pushType=background")
    #expect(ten.outcome.notes.contains(.backgroundPushPriority10))
    #expect(ten.outcome.arrival == [.fetchReceive])
  }

  @Test("a missing push type keeps the delivered answer and says it may not be delivered")
  func missingPushType() throws {
    for payload in Payload.allCases {
      let base =
        "os=17.0 state=background callbacks=fetchReceive+didReceiveResponse "
        + "payload=\(payload)"
      let recommended = try Self.trail(base).outcome
      let absent = try Self.trail(base + " pushType=absent").outcome
      #expect(absent.banner == recommended.banner)
      #expect(absent.arrival == recommended.arrival)
      #expect(absent.tap == recommended.tap)
      #expect(absent.notes.contains(.pushTypeMayNotDeliver))
      #expect(!recommended.notes.contains(.pushTypeMayNotDeliver))
    }
  }

  @Test(
    "a silent push sent as an alert is reported lost in every state, never documented delivery",
    arguments: AppState.allCases)
  func silentSentAsAlert(_ state: AppState) throws {
    for os in ["13.0", "17.0", "26.0"] {
      let outcome = try Self.trail(
        "os=\(os) state=\(state) callbacks=fetchReceive payload=content-available pushType=alert"
      ).outcome
      #expect(!outcome.banner && !outcome.notificationCenter)
      #expect(outcome.arrival == [])
      #expect(outcome.rule == ArrivalRules.silentPushTypeDropped.id)
      #expect(outcome.basis == .reported)
      #expect(outcome.notes.contains(.silentPushTypeDropped))
    }
  }

  @Test("without a push type a silent push is lost on iOS 13, and delivered but inferred after")
  func missingPushTypeByRelease() throws {
    let silent = "state=suspended callbacks=fetchReceive payload=content-available pushType=absent"
    let thirteen = try Self.trail("os=13.0 " + silent).outcome
    #expect(thirteen.arrival == [])
    #expect(thirteen.rule == ArrivalRules.silentPushTypeDropped.id)
    #expect(thirteen.basis == .reported)
    for os in ["14.0", "17.0", "26.0"] {
      let later = try Self.trail("os=\(os) " + silent).outcome
      #expect(later.arrival == [.fetchReceive], "\(os)")
      #expect(later.rule == ArrivalRules.pushTypeMismatch.id)
      #expect(later.basis == .inferred, "\(os)")
    }
    // Visible pushes without the header were reported shown on iOS 13.
    let visible = try Self.trail(
      "os=13.0 state=background callbacks=didReceiveResponse payload=alert pushType=absent"
    ).outcome
    #expect(visible.banner)
    #expect(visible.basis == .inferred)
  }

  @Test("before iOS 13 only the recommended headers exist")
  func notBefore13() {
    #expect(throws: (any Error).self) {
      try Scenario(
        parsing: "os=12.0 state=background callbacks=fetchReceive payload=alert pushType=absent")
    }
    #expect(throws: (any Error).self) {
      try Scenario(
        parsing: "os=12.0 state=background callbacks=fetchReceive payload=alert priority=5")
    }
  }

  @Test("explain names the headers it assumed for a silent push")
  func explainHeaders() throws {
    let silent = try Self.trail(
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available")
    let text = ExplainRenderer.text(silent, judgements: nil)
    #expect(text.contains("headers   apns-push-type background, apns-priority 5 (as Apple asks"))
    let absent = try Self.trail(
      "os=17.0 state=suspended callbacks=fetchReceive payload=content-available pushType=absent "
        + "priority=10")
    let changed = ExplainRenderer.text(absent, judgements: nil)
    #expect(changed.contains("headers   apns-priority 10 (not as Apple asks for this payload"))
    let old = try Self.trail("os=12.0 state=suspended callbacks=fetchReceive payload=alert")
    #expect(
      ExplainRenderer.text(old, judgements: nil, width: .max).contains(
        "headers   apns-priority 10 (as Apple asks for this payload; no apns-push-type before"))
  }
}
