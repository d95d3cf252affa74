import PushMatrixModel

/// A scenario with the facts every rule asks about, derived once.
///
/// Routing asks dozens of questions of each scenario, so the context reads each axis's value out
/// of the scenario's packed key once, when it is created, and the rules read these copies.
public struct RoutingContext: Sendable {
  /// The scenario being routed.
  public let scenario: Scenario
  /// The app's state when the notification arrives.
  public let state: AppState
  /// The optional callbacks the app implements.
  public let callbacks: CallbackSet
  /// The implemented callbacks that this release actually calls; the rest count as missing.
  public let available: CallbackSet
  /// The payload.
  public let payload: Payload
  /// What `willPresent` passes.
  public let presentation: Presentation
  /// Whether the Remote notifications background mode is on.
  public let backgroundMode: BackgroundMode
  /// Whether the app is scene-based.
  public let lifecycle: Lifecycle
  /// What the user allowed.
  public let authorization: Authorization
  /// Whether Background App Refresh is on.
  public let backgroundRefresh: BackgroundRefresh
  /// What the user does with the notification.
  public let response: Response
  /// When the app assigns the notification-center delegate.
  public let delegateTiming: DelegateTiming
  /// Whether the payload sets `mutable-content`.
  public let mutableContent: MutableContent
  /// Whether the app ships a Notification Service Extension.
  public let serviceExtension: ServiceExtension
  /// Whether every condition is at its default (``Scenario/holdsDefaultConditions``).
  public let holdsDefaultConditions: Bool

  /// Derives the facts for a scenario.
  public init(_ scenario: Scenario) {
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
    mutableContent = key.value(MutableContent.self, at: at.mutableContent)
    serviceExtension = key.value(ServiceExtension.self, at: at.serviceExtension)
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
    delegateTiming: AxisRegistry.position(of: DelegateTiming.self),
    mutableContent: AxisRegistry.position(of: MutableContent.self),
    serviceExtension: AxisRegistry.position(of: ServiceExtension.self)
  )

  public var os: OSVersion { scenario.os }

  /// Whether the release has the UserNotifications framework (iOS 10 and later).
  public var hasUserNotifications: Bool { os >= Epoch.userNotifications }

  /// Whether the push may run the app in the background: `content-available` is set, the
  /// background mode is on, and the release (iOS 7 and later) supports both.
  public var requestsBackgroundRun: Bool {
    payload.hasContentAvailable && backgroundMode == .on
      && Callback.fetchReceive.isAvailable(on: os)
  }

  /// Whether Background App Refresh being off, by the user's setting or Low Power Mode, keeps
  /// the push from waking a suspended app or launching a terminated one that would otherwise run
  /// fetchReceive.
  public var refreshOffPreventsWake: Bool {
    backgroundRefresh.isOff && (state == .suspended || state == .notRunning)
      && requestsBackgroundRun && implements(.fetchReceive)
  }

  /// Whether the app implements a callback that this release calls.
  public func implements(_ callback: Callback) -> Bool { available.contains(callback) }

  /// The app-delegate callback that receives a delivery: fetchReceive shadows legacyReceive.
  public var appDelegateReceiver: Callback? {
    if implements(.fetchReceive) { return .fetchReceive }
    if implements(.legacyReceive) { return .legacyReceive }
    return nil
  }

  /// Returns the context of the scenario changed as given: the related scenario a refining rule
  /// asks the other rules about.
  public func with(_ change: (inout Scenario) -> Void) -> RoutingContext {
    var scenario = scenario
    change(&scenario)
    return RoutingContext(scenario)
  }

  /// The context of the same app without a notification-center delegate when a response
  /// arrives: as if it implemented neither willPresent nor didReceiveResponse.
  public var withoutDelegate: RoutingContext {
    with {
      $0.callbacks = $0.callbacks.filter { $0 != .willPresent && $0 != .didReceiveResponse }
      $0.presentation = .notApplicable
      $0.delegateTiming = .atLaunch
    }
  }
}
