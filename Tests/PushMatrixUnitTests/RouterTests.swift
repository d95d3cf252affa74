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
      scenario: "9.3.2 foreground legacyReceive+fetchReceive alert n/a off", banner: "no",
      arrival: "fetchReceive", tap: "n/a", rule: "foreground-before-10"),
    RoutingCase(
      scenario: "9.3.2 foreground legacyReceive alert n/a off", banner: "no",
      arrival: "legacyReceive", tap: "n/a", rule: "foreground-before-10"),
    RoutingCase(
      scenario: "9.3.2 foreground willPresent+didReceiveResponse alert none off", banner: "no",
      arrival: "-", tap: "n/a", rule: "foreground-before-10"),
    RoutingCase(
      scenario: "12.3.1 foreground willPresent+didReceiveResponse alert banner off",
      banner: "yes", arrival: "willPresent", tap: "didReceiveResponse",
      rule: "foreground-will-present+tap-response"),
    RoutingCase(
      scenario: "12.3.1 foreground willPresent+didReceiveResponse alert none off", banner: "no",
      arrival: "willPresent", tap: "n/a", rule: "foreground-will-present"),
    RoutingCase(
      scenario: "17.0 foreground fetchReceive+willPresent alert+content-available none on",
      banner: "no", arrival: "willPresent>fetchReceive", tap: "n/a",
      rule: "foreground-will-present-with-content"),
    RoutingCase(
      scenario: "12.3.1 foreground fetchReceive+didReceiveResponse alert n/a off", banner: "no",
      arrival: "fetchReceive", tap: "n/a", rule: "foreground-without-will-present"),
    RoutingCase(
      scenario:
        "17.0 foreground fetchReceive+willPresent+didReceiveResponse content-available none on",
      banner: "no", arrival: "fetchReceive", tap: "n/a", rule: "foreground-silent"),
    RoutingCase(
      scenario: "12.3.1 notRunning fetchReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "launch>fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario: "17.0 background fetchReceive content-available n/a off", banner: "no",
      arrival: "-", tap: "n/a", rule: "silent-needs-background-mode"),
    RoutingCase(
      scenario: "6.0 background legacyReceive content-available n/a on", banner: "no",
      arrival: "-", tap: "n/a", rule: "silent-needs-background-mode"),
    RoutingCase(
      scenario: "17.0 forceQuit fetchReceive content-available n/a on", banner: "no",
      arrival: "-", tap: "n/a", rule: "force-quit-not-woken"),
    RoutingCase(
      scenario: "17.0 forceQuit fetchReceive+didReceiveResponse alert+content-available n/a on",
      banner: "yes", arrival: "-", tap: "launch>didReceiveResponse",
      rule: "force-quit-not-woken+tap-response"),
    RoutingCase(
      scenario: "9.3.2 suspended fetchReceive alert+content-available n/a on", banner: "yes",
      arrival: "fetchReceive", tap: "fetchReceive", rule: "background-fetch-wake+tap-fetch"),
    RoutingCase(
      scenario: "9.0 background legacyReceive alert+content-available n/a on", banner: "yes",
      arrival: "legacyReceive", tap: "legacyReceive",
      rule: "background-legacy-delivery+tap-legacy"),
    RoutingCase(
      scenario: "12.3.1 notRunning fetchReceive content-available n/a on", banner: "no",
      arrival: "launch>fetchReceive", tap: "n/a", rule: "background-launch"),
    RoutingCase(
      scenario: "12.3.1 notRunning fetchReceive+didReceiveResponse alert+content-available n/a on",
      banner: "yes", arrival: "launch>fetchReceive", tap: "didReceiveResponse",
      rule: "background-launch+tap-response"),
    RoutingCase(
      scenario: "12.3.1 suspended legacyReceive content-available n/a on", banner: "no",
      arrival: "-", tap: "n/a", rule: "no-background-receiver"),
    // Tap rules.
    RoutingCase(
      scenario: "12.3.1 foreground fetchReceive+willPresent alert banner off", banner: "yes",
      arrival: "willPresent", tap: "fetchReceive",
      rule: "foreground-will-present+tap-foreground-fallback"),
    RoutingCase(
      scenario: "12.3.1 notRunning didReceiveResponse alert n/a off", banner: "yes", arrival: "-",
      tap: "launch>didReceiveResponse", rule: "inactive-alert-waits-for-tap+tap-response"),
    RoutingCase(
      scenario: "9.3.2 background fetchReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario: "12.3.1 background legacyReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "legacyReceive", rule: "inactive-alert-waits-for-tap+tap-legacy"),
    RoutingCase(
      scenario: "12.3.1 notRunning legacyReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "launch", rule: "inactive-alert-waits-for-tap+tap-launch-only"),
    RoutingCase(
      scenario: "9.3.2 background willPresent+didReceiveResponse alert none off", banner: "yes",
      arrival: "-", tap: "-", rule: "inactive-alert-waits-for-tap+tap-unhandled"),
    // Quirks.
    RoutingCase(
      scenario: "10.0 background fetchReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "-", rule: "inactive-alert-waits-for-tap+tap-fetch", quirk: "ios10.0-tap-skips-fetch"),
    RoutingCase(
      scenario: "10.0.2 background legacyReceive+fetchReceive alert+content-available n/a on",
      banner: "yes", arrival: "fetchReceive", tap: "legacyReceive",
      rule: "background-fetch-wake+tap-fetch", quirk: "ios10.0-tap-skips-fetch"),
    RoutingCase(
      scenario: "10.1 background fetchReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario: "10.0 notRunning fetchReceive alert n/a off", banner: "yes", arrival: "-",
      tap: "launch>fetchReceive", rule: "inactive-alert-waits-for-tap+tap-fetch"),
    RoutingCase(
      scenario: "18.0 foreground willPresent alert none off", banner: "no",
      arrival: "willPresent>willPresent", tap: "n/a", rule: "foreground-will-present",
      quirk: "ios18.0-duplicate-will-present"),
    RoutingCase(
      scenario: "18.1 foreground willPresent alert none off", banner: "no", arrival: "willPresent",
      tap: "n/a", rule: "foreground-will-present"),
    RoutingCase(
      scenario: "17.0 foreground willPresent alert none off", banner: "no", arrival: "willPresent",
      tap: "n/a", rule: "foreground-will-present"),
  ]

  @Test("each rule and quirk decides its cases", arguments: cases)
  func routes(_ routingCase: RoutingCase) throws {
    let outcome = Router.standard.route(try scenario(routingCase.scenario))
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
    let old = Router.standard.route(try scenario("6.0 background fetchReceive alert n/a off"))
    #expect(old.tap == [.legacyReceive] || old.tap == [])
    #expect(old.tap == [])
    #expect(old.notes.contains(.callbacksUnavailable))
    let modern = Router.standard.route(try scenario("7.0 background fetchReceive alert n/a off"))
    #expect(modern.tap == [.fetchReceive])
    #expect(!modern.notes.contains(.callbacksUnavailable))
  }

  @Test("an outcome's basis is the weakest of the rules and quirk that decided it")
  func weakestBasis() throws {
    let inferredTap = Router.standard.route(
      try scenario("12.3.1 foreground fetchReceive+willPresent alert banner off"))
    #expect(inferredTap.basis == .inferred)
    let reportedQuirk = Router.standard.route(
      try scenario("18.0 foreground willPresent alert none off"))
    #expect(reportedQuirk.basis == .reported)
    let observed = Router.standard.route(
      try scenario("12.3.1 background legacyReceive alert n/a off"))
    #expect(observed.basis == .observed)
  }

  @Test("notes follow the outcome: scene launch from 13, launch options deprecated from 26")
  func epochNotes() throws {
    let ios12 = Router.standard.route(
      try scenario("12.3.1 notRunning didReceiveResponse alert n/a off"))
    let ios13 = Router.standard.route(
      try scenario("13.0 notRunning didReceiveResponse alert n/a off"))
    let ios26 = Router.standard.route(
      try scenario("26.0 notRunning didReceiveResponse alert n/a off"))
    #expect(!ios12.notes.contains(.sceneLaunch))
    #expect(ios13.notes.contains(.sceneLaunch) && !ios13.notes.contains(.launchOptionsDeprecated))
    #expect(ios26.notes.contains(.launchOptionsDeprecated))
  }
}
