import PushMatrixModel

/// A scenario with the facts every rule asks about, derived once.
///
/// Routing asks dozens of questions of each scenario, so the context reads each axis's value out
/// of the scenario's packed key once, when it is created, and the rules read these copies.
package struct RoutingContext: Sendable {
  /// The scenario being routed.
  package let scenario: Scenario
  /// The app's state when the notification arrives.
  package let state: AppState
  /// The optional callbacks the app implements.
  package let callbacks: CallbackSet
  /// The implemented callbacks that this release actually calls; the rest count as missing.
  package let available: CallbackSet
  /// The payload.
  package let payload: Payload
  /// What `willPresent` passes.
  package let presentation: Presentation
  /// Whether the Remote notifications background mode is on.
  package let backgroundMode: BackgroundMode
  /// Whether the app is scene-based.
  package let lifecycle: Lifecycle
  /// What the user allowed.
  package let authorization: Authorization
  /// Whether Background App Refresh is on.
  package let backgroundRefresh: BackgroundRefresh
  /// What the user does with the notification.
  package let response: Response
  /// When the app assigns the notification-center delegate.
  package let delegateTiming: DelegateTiming
  /// Whether every condition is at its default (``Scenario/holdsDefaultConditions``).
  package let holdsDefaultConditions: Bool

  /// Derives the facts for a scenario.
  package init(_ scenario: Scenario) {
    let key = scenario.key
    let at = Self.positions
    self.scenario = scenario
    state = key.value(AppState.self, at: at.state)
    callbacks = key.value(CallbackSet.self, at: at.callbacks)
    available = callbacks.available(on: scenario.os)
    payload = key.value(Payload.self, at: at.payload)
    presentation = key.value(Presentation.self, at: at.presentation)
    backgroundMode = key.value(BackgroundMode.self, at: at.backgroundMode)
    lifecycle = key.value(Lifecycle.self, at: at.lifecycle)
    authorization = key.value(Authorization.self, at: at.authorization)
    backgroundRefresh = key.value(BackgroundRefresh.self, at: at.backgroundRefresh)
    response = key.value(Response.self, at: at.response)
    delegateTiming = key.value(DelegateTiming.self, at: at.delegateTiming)
    holdsDefaultConditions = scenario.holdsDefaultConditions
  }

  /// The registry position of each axis, looked up once: a context is made several times per
  /// routed scenario.
  private static let positions = (
    state: AxisRegistry.position(of: AppState.self),
    callbacks: AxisRegistry.position(of: CallbackSet.self),
    payload: AxisRegistry.position(of: Payload.self),
    presentation: AxisRegistry.position(of: Presentation.self),
    backgroundMode: AxisRegistry.position(of: BackgroundMode.self),
    lifecycle: AxisRegistry.position(of: Lifecycle.self),
    authorization: AxisRegistry.position(of: Authorization.self),
    backgroundRefresh: AxisRegistry.position(of: BackgroundRefresh.self),
    response: AxisRegistry.position(of: Response.self),
    delegateTiming: AxisRegistry.position(of: DelegateTiming.self)
  )

  package var os: OSVersion { scenario.os }

  /// Whether the release has the UserNotifications framework (iOS 10 and later).
  package var hasUserNotifications: Bool { os >= Epoch.userNotifications }

  /// Whether the push may run the app in the background: `content-available` is set, the
  /// background mode is on, and the release (iOS 7 and later) supports both.
  package var requestsBackgroundRun: Bool {
    payload.hasContentAvailable && backgroundMode == .on
      && Callback.fetchReceive.isAvailable(on: os)
  }

  /// Whether Background App Refresh being off, by the user's setting or Low Power Mode, keeps
  /// the push from waking a suspended app or launching a terminated one that would otherwise run
  /// fetchReceive.
  package var refreshOffPreventsWake: Bool {
    backgroundRefresh.isOff && (state == .suspended || state == .notRunning)
      && requestsBackgroundRun && implements(.fetchReceive)
  }

  /// Whether the app implements a callback that this release calls.
  package func implements(_ callback: Callback) -> Bool { available.contains(callback) }

  /// The app-delegate callback that receives a delivery: fetchReceive shadows legacyReceive.
  package var appDelegateReceiver: Callback? {
    if implements(.fetchReceive) { return .fetchReceive }
    if implements(.legacyReceive) { return .legacyReceive }
    return nil
  }

  /// Returns the context of the scenario changed as given: the related scenario a refining rule
  /// asks the other rules about.
  package func with(_ change: (inout Scenario) -> Void) -> RoutingContext {
    var scenario = scenario
    change(&scenario)
    return RoutingContext(scenario)
  }

  /// The context of the same app without a notification-center delegate when a response
  /// arrives: as if it implemented neither willPresent nor didReceiveResponse.
  package var withoutDelegate: RoutingContext {
    with {
      $0.callbacks = $0.callbacks.filter { $0 != .willPresent && $0 != .didReceiveResponse }
      $0.presentation = .notApplicable
      $0.delegateTiming = .atLaunch
    }
  }
}
