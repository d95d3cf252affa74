import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Modern conditions", .exhaustive)
struct ModernConditionsTests {
  /// Every condition but the sender's headers on the first release with scenes, a recent one
  /// and the newest one.
  static let space = ScenarioSpace(
    versions: [OSVersion(13), OSVersion(17), OSVersion(26)], conditions: .every
  ).recommendedHeaders.routedInBulk

  /// The rules and notes that exist for a condition, none of which may touch the defaults.
  static let conditionDeciders = Set(
    [
      ArrivalRules.deniedSilentDelivery, ArrivalRules.provisionalQuietDelivery,
      ArrivalRules.refreshOffForeground, ArrivalRules.refreshOffRunningApp,
      ArrivalRules.refreshOffNotWoken,
    ].map(\.id)
      + [
        TapRules.dismissUnreported, TapRules.actionBefore10, TapRules.lateDelegateTapFetch,
        TapRules.lateDelegateLosesResponse, TapRules.sceneConnect, TapRules.sceneConnectInferred,
        TapRules.backgroundResponseLaunch, TapRules.backgroundResponse,
        TapRules.responseUndelivered,
      ].map(\.id)
      + [
        NoteRules.sceneColdLaunch, NoteRules.deniedDelivery, NoteRules.deniedWillPresent,
        NoteRules.provisionalDelivery, NoteRules.refreshOffContested,
        NoteRules.actionHandlerSimplified, NoteRules.actionsNeedDidReceive,
        NoteRules.forceQuitActionUnverified, NoteRules.lateDelegateNotGuaranteed,
      ].map(\.id))

  /// Returns the outcome of a scenario changed as given.
  static func route(_ scenario: Scenario, changing change: (inout Scenario) -> Void) -> Outcome {
    var changed = scenario
    change(&changed)
    return Router.standard.route(changed)
  }

  @Test("with every condition at its default, no rule or note for a condition takes part")
  func defaultsRouteAsBefore() {
    for scenario in ScenarioSpace.default {
      let trail = Router.standard.trail(scenario)
      let ids =
        [trail.arrivalRule.id] + trail.arrivalBase.map(\.id) + trail.tapBase.map(\.id)
        + [trail.tapRule?.id].compactMap { $0 } + trail.noteRules.map(\.id)
      #expect(Self.conditionDeciders.isDisjoint(with: ids), "\(scenario): \(ids)")
      // Only .list, new in the presentation axis, keeps a notification without a banner, and
      // only a response to one of those comes from Notification Center.
      let keptOnly = !trail.outcome.banner && trail.outcome.notificationCenter
      #expect(!keptOnly || scenario.presentation == .list, "\(scenario)")
      #expect(
        (trail.tapRule?.id == TapRules.tapFromNotificationCenter.id) == keptOnly, "\(scenario)")
    }
  }

  @Test("a cell under a condition other than its default is never observed")
  func observedOnlyUnderDefaults() {
    let space = ScenarioSpace(
      versions: [OSVersion(9, 3, 2), OSVersion(10), OSVersion(12, 3, 1)], conditions: .every)
    var observed = 0
    for scenario in space where Router.standard.route(scenario).basis == .observed {
      #expect(scenario.holdsDefaultConditions, "\(scenario)")
      observed += 1
    }
    #expect(observed > 0)
  }

  @Test(
    "Notification Center keeps every banner but .banner alone's; a response exists exactly then")
  func notificationCenterKeepsEveryBanner() {
    for scenario in Self.space {
      let outcome = Router.standard.route(scenario)
      #expect(
        !outcome.banner || outcome.notificationCenter || scenario.presentation == .banner,
        "\(scenario)")
      #expect(
        (outcome.tap != nil) == (outcome.banner || outcome.notificationCenter), "\(scenario)")
    }
  }

  @Test("a content-available-only payload is never shown, kept or answered")
  func silentHasNoTap() {
    for scenario in Self.space.restricted(to: [Payload.contentAvailable]) {
      let outcome = Router.standard.route(scenario)
      #expect(!outcome.banner && !outcome.notificationCenter && outcome.tap == nil, "\(scenario)")
    }
  }

  @Test("denied never shows a banner or keeps the notification, and calls what allowed calls")
  func deniedShowsNothing() {
    for scenario in Self.space.restricted(to: [Authorization.denied]) {
      let outcome = Router.standard.route(scenario)
      #expect(!outcome.banner && !outcome.notificationCenter && outcome.tap == nil, "\(scenario)")
      #expect(outcome.basis == .inferred, "\(scenario)")
      let allowed = Self.route(scenario) { $0.authorization = .authorized }
      #expect(outcome.arrival == allowed.arrival, "\(scenario)")
    }
  }

  @Test("provisional keeps a visible push without a banner, and answers it as allowed does")
  func provisionalIsQuiet() {
    for scenario in Self.space.restricted(to: [Authorization.provisional]) {
      let outcome = Router.standard.route(scenario)
      let allowed = Self.route(scenario) { $0.authorization = .authorized }
      #expect(!outcome.banner, "\(scenario)")
      #expect(outcome.arrival == allowed.arrival, "\(scenario)")
      // What an allowed push would keep; .banner alone in the foreground keeps nothing.
      #expect(outcome.notificationCenter == allowed.notificationCenter, "\(scenario)")
      if scenario.state == .foreground && scenario.presentation == .banner {
        #expect(!outcome.notificationCenter && outcome.tap == nil, "\(scenario)")
      }
      if outcome.notificationCenter { #expect(outcome.tap == allowed.tap, "\(scenario)") }
    }
  }

  @Test("willPresent passing .list keeps the notification without a banner, answered as a banner")
  func listIsKeptWithoutBanner() {
    let space = Self.space.restricted(to: [Presentation.list]).restricted(to: [AppState.foreground])
    var listed = 0
    for scenario in space where scenario.payload.isVisible {
      let outcome = Router.standard.route(scenario)
      let banner = Self.route(scenario) { $0.presentation = .bannerAndList }
      #expect(!outcome.banner, "\(scenario)")
      #expect(outcome.notificationCenter == banner.notificationCenter, "\(scenario)")
      #expect(outcome.tap == banner.tap, "\(scenario)")
      listed += outcome.notificationCenter ? 1 : 0
    }
    #expect(listed > 0)
  }

  @Test("willPresent passing .banner alone shows a banner it does not keep; provisional: nothing")
  func bannerAloneIsNotKept() {
    let space = Self.space.restricted(to: [Presentation.banner]).restricted(to: [
      AppState.foreground
    ])
    var shown = 0
    var dropped = 0
    // A visible push sent as push type background is not shown whatever willPresent passes
    // (background-type-hides-alert, tested with the sender's headers).
    for scenario in space
    where scenario.payload.isVisible
      && scenario.pushType.sent(for: scenario.payload) != .background
    {
      let outcome = Router.standard.route(scenario)
      let withList = Self.route(scenario) { $0.presentation = .bannerAndList }
      #expect(!outcome.notificationCenter, "\(scenario)")
      switch scenario.authorization {
      case .authorized:
        // The banner is shown and can be tapped while it is on screen, as with .list.
        #expect(outcome.banner && withList.notificationCenter, "\(scenario)")
        #expect(outcome.tap == withList.tap, "\(scenario)")
        #expect(outcome.notes.contains(NoteRules.bannerNotKept.note), "\(scenario)")
        shown += 1
      case .provisional:
        #expect(!outcome.banner && outcome.tap == nil, "\(scenario)")
        #expect(!outcome.notes.contains(NoteRules.bannerNotKept.note), "\(scenario)")
        #expect(withList.notificationCenter && withList.tap != nil, "\(scenario)")
        dropped += 1
      case .denied:
        #expect(!outcome.banner && outcome.tap == nil, "\(scenario)")
      }
    }
    #expect(shown > 0 && dropped > 0)
  }

  @Test("Background App Refresh off wakes or launches nothing outside foreground and background")
  func refreshOffWakesNothing() {
    for scenario in Self.space.restricted(to: [BackgroundRefresh.off]) {
      let outcome = Router.standard.route(scenario)
      let on = Self.route(scenario) { $0.backgroundRefresh = .on }
      switch scenario.state {
      case .foreground, .background:
        #expect(outcome.arrival == on.arrival && outcome.banner == on.banner, "\(scenario)")
      case .suspended, .notRunning, .forceQuit:
        #expect(!outcome.arrival.contains(.fetchReceive), "\(scenario)")
        #expect(!outcome.arrival.contains(.launch), "\(scenario)")
        #expect(outcome.banner == on.banner, "\(scenario)")
      }
    }
  }

  @Test("a scene-based app connects its scene exactly when a foregrounding response starts it")
  func sceneConnectsAfterLaunch() {
    for scenario in Self.space {
      let outcome = Router.standard.route(scenario)
      #expect(!outcome.arrival.contains(.sceneConnect), "\(scenario)")
      guard let tap = outcome.tap else { continue }
      let foregrounding = scenario.response == .open || scenario.response == .foregroundAction
      let started = tap.first == .launch || outcome.arrival.first == .launch
      let expected = scenario.lifecycle == .scene && foregrounding && started
      #expect(tap.contains(.sceneConnect) == expected, "\(scenario)")
      if expected {
        #expect(tap.firstIndex(of: .sceneConnect) == (tap.first == .launch ? 1 : 0), "\(scenario)")
        let appDelegate = Self.route(scenario) { $0.lifecycle = .appDelegate }
        #expect(tap.filter { $0 != .sceneConnect } == appDelegate.tap, "\(scenario)")
      }
    }
  }

  @Test("a late delegate never gets a launching response, and changes nothing else")
  func lateDelegateLosesLaunchingResponse() {
    for scenario in Self.space.restricted(to: [DelegateTiming.late]) {
      let outcome = Router.standard.route(scenario)
      let atLaunch = Self.route(scenario) { $0.delegateTiming = .atLaunch }
      #expect(outcome.arrival == atLaunch.arrival, "\(scenario)")
      guard let tap = outcome.tap else { continue }
      if tap.first == .launch {
        #expect(!tap.contains(.didReceiveResponse), "\(scenario)")
      } else {
        #expect(tap == atLaunch.tap, "\(scenario)")
      }
    }
  }

  @Test("clearing without the dismiss option delivers nothing")
  func dismissUnreportedDeliversNothing() {
    for scenario in Self.space.restricted(to: [Response.dismissUnreported]) {
      let outcome = Router.standard.route(scenario)
      #expect(outcome.tap == nil || outcome.tap == [], "\(scenario)")
    }
  }

  @Test("actions and dismissals reach only didReceiveResponse, never an app-delegate receiver")
  func actionsReachOnlyDidReceiveResponse() {
    for scenario in Self.space.restricted(to: [Response.action, .foregroundAction, .dismiss]) {
      guard let tap = Router.standard.route(scenario).tap else { continue }
      #expect(!tap.contains(.fetchReceive) && !tap.contains(.legacyReceive), "\(scenario)")
      if !scenario.callbacks.contains(.didReceiveResponse) {
        #expect(!tap.contains(.didReceiveResponse), "\(scenario)")
      }
      if scenario.response != .foregroundAction {
        #expect(!tap.contains(.sceneConnect), "\(scenario)")
      }
    }
  }

  @Test("before iOS 10 an action shows only whether it launches the app, with the note")
  func actionsBefore10AreSimplified() {
    let space = ScenarioSpace(versions: [OSVersion(8), OSVersion(9, 3, 2)], conditions: .every)
      .restricted(to: [Response.action, .foregroundAction])
    var answered = 0
    for scenario in space {
      let outcome = Router.standard.route(scenario)
      guard let tap = outcome.tap else { continue }
      #expect(tap == [] || tap == [.launch], "\(scenario)")
      #expect(outcome.notes.contains(NoteRules.actionHandlerSimplified.note), "\(scenario)")
      answered += 1
    }
    #expect(answered > 0)
  }
}
