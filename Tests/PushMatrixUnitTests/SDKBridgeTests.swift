import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

/// One example of an SDK rule, as a test case.
struct SDKExample: CustomTestStringConvertible, Sendable {
  var bridge: SDKBridge
  var rule: SDKRule
  var scenario: String
  /// What the rule's phase gives there, or `nil` when the rule must not decide.
  var expected: RuleExample?

  var testDescription: String { "\(rule.id): \(expected?.description ?? "not \(scenario)")" }

  /// Every example of every rule of every bridge.
  static let all: [SDKExample] = SDKBridge.all.flatMap { bridge in
    bridge.rules.flatMap { rule in
      rule.examples.map {
        SDKExample(bridge: bridge, rule: rule, scenario: $0.scenario, expected: $0)
      }
        + rule.nonApplyingExamples.map {
          SDKExample(bridge: bridge, rule: rule, scenario: $0, expected: nil)
        }
    }
  }
}

@Suite("SDK bridges")
struct SDKBridgeTests {
  @Test(
    "each SDK rule decides its examples as stated, and not its non-applying ones",
    arguments: SDKExample.all)
  func example(_ example: SDKExample) throws {
    let bridge = try example.bridge.at(example.expected?.sdkVersion ?? example.bridge.current)
    let outcome = Router.standard.bridging(bridge).route(try Scenario(parsing: example.scenario))
    let handlers = try #require(outcome.sdk)
    guard let expected = example.expected else {
      #expect(!handlers.rules.contains(example.rule.id), "\(example.rule.id) decides it")
      return
    }
    try #require(
      handlers.rules.contains(example.rule.id),
      "\(handlers.rules) decide \(example.scenario), not \(example.rule.id)")
    #expect(expected.sdkArrival != nil || expected.sdkTap != nil, "state the handlers")
    let decided = RuleExample(
      example.scenario, sdkArrival: expected.sdkArrival.map { _ in handlers.arrival },
      sdkTap: expected.sdkTap.flatMap { _ in handlers.tap }, sdkVersion: expected.sdkVersion)
    #expect(decided.description == expected.description)
  }

  @Test("every SDK rule has an example and a source, rests on no device test, and has its own ID")
  func declarations() {
    var ids: Set<String> = []
    for bridge in SDKBridge.all {
      for rule in bridge.rules {
        #expect(!rule.examples.isEmpty, "\(rule.id)")
        #expect(!rule.sources.isEmpty, "\(rule.id)")
        #expect(rule.basis != .observed, "\(rule.id)")
        #expect(ids.insert(rule.id).inserted, "\(rule.id) twice")
      }
      #expect(bridge.earliest <= bridge.current, "\(bridge.id)")
    }
  }

  @Test(
    "--sdk takes a bridge's name or a package's, in any case",
    arguments: [
      ("react-native-firebase", "react-native-firebase"),
      ("@react-native-firebase/messaging", "react-native-firebase"),
      ("firebase_messaging", "flutterfire"), ("FlutterFire", "flutterfire"),
      ("react-native-onesignal", "onesignal"), ("onesignal_flutter", "onesignal"),
      ("expo-notifications", "expo-notifications"), ("@notifee/react-native", "notifee"),
    ])
  func names(name: String, bridge: String) {
    #expect(SDKBridge.named(name)?.id == bridge)
  }

  @Test("an SDK's release is read as up to three numbers, and one before its rules is refused")
  func versions() throws {
    #expect(SDKVersion("26") == SDKVersion("26.0.0"))
    #expect(try #require(SDKVersion("7.9")) < "7.10.0")
    for bad in ["", "8.0.0-dev.4", "1..2", "v1", "1.2.3.4", "٣"] {
      #expect(SDKVersion(bad) == nil, "\(bad)")
    }
    #expect(throws: SDKBridge.VersionError.self) { try SDKBridge.reactNativeFirebase.at("6.0.0") }
  }

  @Test("the standard engine runs no SDK stage, and its tables have no SDK column")
  func standardHasNoSDK() throws {
    let scenario = try Scenario(
      parsing: "os=17.0 state=foreground callbacks=willPresent payload=alert")
    #expect(Router.standard.route(scenario).sdk == nil)
    #expect(!OutcomeColumns.all.contains { $0.family == .sdk })
    let bridged = OutcomeColumns.columns(of: Router.standard.bridging(.notifee).stages).map(\.id)
    #expect(
      bridged == OutcomeColumns.all.map(\.id) + ["sdkArrival", "sdkTap", "sdkRule", "sdkBasis"])
  }

  @Test("the SDK layer leaves the native answer as the standard engine gives it")
  func nativeUnchanged() {
    for bridge in SDKBridge.all {
      let router = Router.standard.bridging(bridge)
      for scenario in ScenarioSpace(versions: [OSVersion(17, 0)])
      where scenario.callbacks == bridge.callbacks {
        var outcome = router.route(scenario)
        #expect(outcome.sdk != nil)
        outcome.sdk = nil
        #expect(outcome == Router.standard.route(scenario), "\(scenario)")
      }
    }
  }

  @Test("every SDK column's cell reads back to the same cell")
  func cellsRoundTrip() throws {
    let columns = OutcomeColumns.columns(of: Router.standard.bridging(.reactNativeFirebase).stages)
    var seen: Set<[String]> = []
    for bridge in SDKBridge.all {
      let router = Router.standard.bridging(bridge)
      for scenario in ScenarioSpace(versions: [OSVersion(18, 0)])
      where scenario.callbacks == bridge.callbacks {
        let cells = LongTable.outcomeCells(router.route(scenario), columns: columns)
        guard seen.insert(cells).inserted else { continue }
        var outcome = OutcomeColumns.blank
        for (column, cell) in zip(columns, cells) { try column.read(cell, into: &outcome) }
        #expect(LongTable.outcomeCells(outcome, columns: columns) == cells)
      }
    }
    #expect(seen.count > 20)
  }

  @Test(
    "a bridge's handlers change between two releases only across a release it declares as a change, and at each",
    arguments: SDKBridge.all.map(\.id))
  func declaredChanges(_ id: String) throws {
    let bridge = try #require(SDKBridge.named(id))
    // Every app state, payload and answer on iOS 17.0 and on 18.0, which repeats willPresent.
    var skipped = 0
    var scenarios: [(outcome: Outcome, context: RoutingContext)] = []
    for os in ["17.0", "18.0"] {
      for state in AppState.allCases {
        for payload in Payload.allCases {
          for response in Response.allCases {
            // A silent push has no answer but opening the app.
            guard
              let scenario = try? Scenario(
                parsing: "os=\(os) callbacks=\(bridge.callbacks) state=\(state.rawValue) "
                  + "payload=\(payload.rawValue) response=\(response.rawValue)")
            else {
              skipped += 1
              continue
            }
            scenarios.append((Router.standard.route(scenario), RoutingContext(scenario)))
          }
        }
      }
    }
    #expect(scenarios.count > skipped)
    func decisions(_ version: SDKVersion) throws -> [SDKBridge.PhaseDecision?] {
      let release = try bridge.at(version)
      return scenarios.flatMap {
        let decided = release.decisions(after: $0.outcome, in: $0.context)
        return [decided.arrival, decided.tap]
      }
    }
    // Releases from the first described to the current one, every minor and patch up to 12,
    // and each declared change with the patch before it.
    var probes: Set<SDKVersion> = [bridge.earliest, bridge.current]
    for major in bridge.earliest.parts[0]...bridge.current.parts[0] {
      for minor in 0...12 {
        for patch in 0...12 {
          probes.insert(try #require(SDKVersion("\(major).\(minor).\(patch)")))
        }
      }
    }
    for change in bridge.changes {
      probes.insert(change)
      let parts = change.parts
      if parts[2] > 0 {
        probes.insert(try #require(SDKVersion("\(parts[0]).\(parts[1]).\(parts[2] - 1)")))
      }
    }
    let releases = probes.filter { $0 >= bridge.earliest && $0 <= bridge.current }.sorted()
    var found: [SDKVersion] = []
    var previous = try decisions(releases[0])
    for (before, release) in zip(releases, releases.dropFirst()) {
      let now = try decisions(release)
      if now != previous {
        #expect(
          bridge.changes.contains { before < $0 && $0 <= release },
          "\(id) changes between \(before) and \(release), which no declared change explains")
        found.append(release)
      }
      previous = now
    }
    #expect(found == bridge.changes, "\(id) declares \(bridge.changes), changes at \(found)")
  }
}
