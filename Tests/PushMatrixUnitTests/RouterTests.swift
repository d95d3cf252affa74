import Testing

@testable import PushMatrix

/// A scenario and the outcome the engine must give it.
struct RoutingCase: CustomTestStringConvertible, Sendable {
  var scenario: String
  var banner: String
  var arrival: String
  var tap: String
  var rule: String
  var quirk: String = "-"

  var testDescription: String { "\(rule): \(scenario)" }
}

@Suite("Routing engine")
struct RouterTests {
  /// One or more cases per arrival rule, tap rule and quirk.
  static let cases: [RoutingCase] = [
    // Arrival rules.
    RoutingCase(
      scenario:
        "os=9.3.2 state=foreground callbacks=legacyReceive+fetchReceive payload=alert backgroundMode=off",
      banner: "no",
      arrival: "fetchReceive", tap: "n/a", rule: "foreground-before-10"),
    RoutingCase(
      scenario:
        "os=9.3.2 state=foreground callbacks=legacyReceive payload=alert backgroundMode=off",
      banner: "no",
      arrival: "legacyReceive", tap: "n/a", rule: "foreground-before-10"),
    RoutingCase(
      scenario:
        "os=9.3.2 state=foreground callbacks=willPresent+didReceiveResponse payload=alert backgroundMode=off",
      banner: "no",
      arrival: "-", tap: "n/a", rule: "foreground-before-10"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert presentation=banner backgroundMode=off",
      banner: "yes", arrival: "willPresent", tap: "didReceiveResponse",
      rule: "foreground-will-present+tap-response"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=foreground callbacks=willPresent+didReceiveResponse payload=alert backgroundMode=off",
      banner: "no",
      arrival: "willPresent", tap: "n/a", rule: "foreground-will-present"),
    RoutingCase(
      scenario:
        "os=17.0 state=foreground callbacks=fetchReceive+willPresent payload=alert+content-available",
      banner: "no", arrival: "willPresent>fetchReceive", tap: "n/a",
      rule: "foreground-will-present-with-content"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=foreground callbacks=fetchReceive+didReceiveResponse payload=alert backgroundMode=off",
      banner: "no",
      arrival: "fetchReceive", tap: "n/a", rule: "foreground-without-will-present"),
    RoutingCase(
      scenario:
        "os=17.0 state=foreground callbacks=fetchReceive+willPresent+didReceiveResponse payload=content-available",
      banner: "no", arrival: "fetchReceive", tap: "n/a", rule: "foreground-silent"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=notRunning callbacks=fetchReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "launch>fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario:
        "os=17.0 state=background callbacks=fetchReceive payload=content-available backgroundMode=off",
      banner: "no",
      arrival: "-", tap: "n/a", rule: "silent-needs-background-mode"),
    RoutingCase(
      scenario: "os=6.0 state=background callbacks=legacyReceive payload=content-available",
      banner: "no",
      arrival: "-", tap: "n/a", rule: "silent-needs-background-mode"),
    RoutingCase(
      scenario: "os=17.0 state=forceQuit callbacks=fetchReceive payload=content-available",
      banner: "no",
      arrival: "-", tap: "n/a", rule: "force-quit-not-woken"),
    RoutingCase(
      scenario:
        "os=17.0 state=forceQuit callbacks=fetchReceive+didReceiveResponse payload=alert+content-available",
      banner: "yes", arrival: "-", tap: "launch>didReceiveResponse",
      rule: "force-quit-not-woken+tap-response"),
    RoutingCase(
      scenario: "os=9.3.2 state=suspended callbacks=fetchReceive payload=alert+content-available",
      banner: "yes",
      arrival: "fetchReceive", tap: "fetchReceive", rule: "background-fetch-wake+tap-fetch"),
    RoutingCase(
      scenario: "os=9.0 state=background callbacks=legacyReceive payload=alert+content-available",
      banner: "yes",
      arrival: "legacyReceive", tap: "legacyReceive",
      rule: "background-legacy-delivery+tap-legacy"),
    RoutingCase(
      scenario: "os=12.3.1 state=notRunning callbacks=fetchReceive payload=content-available",
      banner: "no",
      arrival: "launch>fetchReceive", tap: "n/a", rule: "background-launch"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=notRunning callbacks=fetchReceive+didReceiveResponse payload=alert+content-available",
      banner: "yes", arrival: "launch>fetchReceive", tap: "didReceiveResponse",
      rule: "background-launch+tap-response"),
    RoutingCase(
      scenario: "os=12.3.1 state=suspended callbacks=legacyReceive payload=content-available",
      banner: "no",
      arrival: "-", tap: "n/a", rule: "no-background-receiver"),
    // Tap rules.
    RoutingCase(
      scenario:
        "os=12.3.1 state=foreground callbacks=fetchReceive+willPresent payload=alert presentation=banner backgroundMode=off",
      banner: "yes",
      arrival: "willPresent", tap: "fetchReceive",
      rule: "foreground-will-present+tap-foreground-fallback"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=notRunning callbacks=didReceiveResponse payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "launch>didReceiveResponse", rule: "inactive-alert-waits-for-tap+tap-response"),
    RoutingCase(
      scenario: "os=9.3.2 state=background callbacks=fetchReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=background callbacks=legacyReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "legacyReceive", rule: "inactive-alert-waits-for-tap+tap-legacy"),
    RoutingCase(
      scenario:
        "os=12.3.1 state=notRunning callbacks=legacyReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "launch", rule: "inactive-alert-waits-for-tap+tap-launch-only"),
    RoutingCase(
      scenario:
        "os=9.3.2 state=background callbacks=willPresent+didReceiveResponse payload=alert backgroundMode=off",
      banner: "yes",
      arrival: "-", tap: "-", rule: "inactive-alert-waits-for-tap+tap-unhandled"),
    // Quirks.
    RoutingCase(
      scenario: "os=10.0 state=background callbacks=fetchReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "-", rule: "inactive-alert-waits-for-tap+tap-fetch", quirk: "ios10.0-tap-skips-fetch"),
    RoutingCase(
      scenario:
        "os=10.0.2 state=background callbacks=legacyReceive+fetchReceive payload=alert+content-available",
      banner: "yes", arrival: "fetchReceive", tap: "legacyReceive",
      rule: "background-fetch-wake+tap-fetch", quirk: "ios10.0-tap-skips-fetch"),
    RoutingCase(
      scenario: "os=10.1 state=background callbacks=fetchReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario: "os=10.0 state=notRunning callbacks=fetchReceive payload=alert backgroundMode=off",
      banner: "yes", arrival: "-",
      tap: "launch>fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario: "os=18.0 state=foreground callbacks=willPresent payload=alert backgroundMode=off",
      banner: "no",
      arrival: "willPresent>willPresent", tap: "n/a", rule: "foreground-will-present",
      quirk: "ios18.0-duplicate-will-present"),
    RoutingCase(
      scenario: "os=18.1 state=foreground callbacks=willPresent payload=alert backgroundMode=off",
      banner: "no", arrival: "willPresent",
      tap: "n/a", rule: "foreground-will-present"),
    RoutingCase(
      scenario: "os=17.0 state=foreground callbacks=willPresent payload=alert backgroundMode=off",
      banner: "no", arrival: "willPresent",
      tap: "n/a", rule: "foreground-will-present"),
  ]

  @Test("each rule and quirk decides its cases", arguments: cases)
  func routes(_ routingCase: RoutingCase) throws {
    let outcome = Router.standard.route(try Scenario(parsing: routingCase.scenario))
    #expect(outcome.banner == (routingCase.banner == "yes"))
    #expect(CallSequence.text(outcome.arrival) == routingCase.arrival)
    #expect(CallSequence.text(tap: outcome.tap) == routingCase.tap)
    #expect(outcome.rule == routingCase.rule)
    #expect((outcome.quirk ?? "-") == routingCase.quirk)
  }

  @Test("every rule and quirk has a case in the table above")
  func everyRuleHasACase() {
    let decided = Set(Self.cases.flatMap { $0.rule.split(separator: "+").map(String.init) })
    let quirks = Set(Self.cases.map(\.quirk))
    for rule in Router.standard.arrivalRules { #expect(decided.contains(rule.id), "\(rule.id)") }
    for rule in Router.standard.tapRules { #expect(decided.contains(rule.id), "\(rule.id)") }
    for quirk in Router.standard.quirks { #expect(quirks.contains(quirk.id), "\(quirk.id)") }
  }

  @Test("exactly one arrival rule, and after a banner exactly one tap rule, covers each scenario")
  func rulesPartitionTheMatrix() {
    let router = Router.standard
    for scenario in ScenarioSpace.default {
      let context = RoutingContext(scenario)
      let arrivals = router.arrivalRules.filter { $0.applies(context) }
      #expect(arrivals.count == 1, "\(scenario): \(arrivals.map(\.id))")
      guard let arrival = arrivals.first?.decide(context), arrival.banner else { continue }
      let taps = router.tapRules.filter { $0.applies(TapContext(context, after: arrival)) }
      #expect(taps.count == 1, "\(scenario): \(taps.map(\.id))")
    }
  }

  @Test("rule and quirk IDs are unique, and every rule cites a source")
  func identifiers() {
    let router = Router.standard
    let ids = router.arrivalRules.map(\.id) + router.tapRules.map(\.id) + router.quirks.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(router.arrivalRules.allSatisfy { !$0.sources.isEmpty })
    #expect(router.tapRules.allSatisfy { !$0.sources.isEmpty })
    #expect(router.quirks.allSatisfy { !$0.sources.isEmpty })
    let inferred =
      router.arrivalRules.filter { $0.basis == .inferred }.map(\.caveat)
      + router.tapRules.filter { $0.basis == .inferred }.map(\.caveat)
    #expect(inferred.allSatisfy { $0 != nil }, "an inferred rule must say why")
  }

  @Test("callbacks newer than the release count as not implemented")
  func availability() throws {
    let old = Router.standard.route(
      try Scenario(
        parsing: "os=6.0 state=background callbacks=fetchReceive payload=alert backgroundMode=off"))
    #expect(old.tap == [.legacyReceive] || old.tap == [])
    #expect(old.tap == [])
    #expect(old.notes.contains(.callbacksUnavailable))
    let modern = Router.standard.route(
      try Scenario(
        parsing: "os=7.0 state=background callbacks=fetchReceive payload=alert backgroundMode=off"))
    #expect(modern.tap == [.fetchReceive])
    #expect(!modern.notes.contains(.callbacksUnavailable))
  }

  @Test("an outcome's basis is the weakest of the rules and quirk that decided it")
  func weakestBasis() throws {
    let inferredTap = Router.standard.route(
      try Scenario(
        parsing:
          "os=12.3.1 state=foreground callbacks=fetchReceive+willPresent payload=alert presentation=banner backgroundMode=off"
      ))
    #expect(inferredTap.basis == .inferred)
    let reportedQuirk = Router.standard.route(
      try Scenario(
        parsing: "os=18.0 state=foreground callbacks=willPresent payload=alert backgroundMode=off"))
    #expect(reportedQuirk.basis == .reported)
    let observed = Router.standard.route(
      try Scenario(
        parsing:
          "os=12.3.1 state=background callbacks=legacyReceive payload=alert backgroundMode=off"))
    #expect(observed.basis == .observed)
  }

  @Test("notes follow the outcome: scene launch from 13, launch options deprecated from 26")
  func epochNotes() throws {
    let ios12 = Router.standard.route(
      try Scenario(
        parsing:
          "os=12.3.1 state=notRunning callbacks=didReceiveResponse payload=alert backgroundMode=off"
      ))
    let ios13 = Router.standard.route(
      try Scenario(
        parsing:
          "os=13.0 state=notRunning callbacks=didReceiveResponse payload=alert backgroundMode=off"))
    let ios26 = Router.standard.route(
      try Scenario(
        parsing:
          "os=26.0 state=notRunning callbacks=didReceiveResponse payload=alert backgroundMode=off"))
    #expect(!ios12.notes.contains(.sceneLaunch))
    #expect(ios13.notes.contains(.sceneLaunch) && !ios13.notes.contains(.launchOptionsDeprecated))
    #expect(ios26.notes.contains(.launchOptionsDeprecated))
  }
}
