import PushMatrixModel

/// A scenario with the facts every rule asks about, derived once.
///
/// Routing asks dozens of questions of each scenario, so the context reads every axis's value
/// out of the scenario's packed key once, when it is created, into ``Axes``, which is generated
/// from the registry; the rules read them as the context's own properties (`context.state`).
@dynamicMemberLookup
public struct RoutingContext: Sendable {
  /// The scenario being routed.
  public let scenario: Scenario
  /// The value of every axis.
  public let axes: Axes
  /// The implemented callbacks that this release actually calls; the rest count as missing.
  public let available: CallbackSet
  /// Whether every condition is at its default (``Scenario/holdsDefaultConditions``).
  public let holdsDefaultConditions: Bool

  /// Derives the facts for a scenario.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    axes = Axes(scenario.key)
    available = axes.callbacks.available(on: scenario.os)
    holdsDefaultConditions = scenario.holdsDefaultConditions
  }

  /// The value of an axis, by its identifier: `context.state`.
  @inlinable
  public subscript<Value>(dynamicMember axis: KeyPath<Axes, Value>) -> Value {
    axes[keyPath: axis]
  }

  public var os: OSVersion { scenario.os }

  /// Whether the release has the UserNotifications framework (iOS 10 and later).
  public var hasUserNotifications: Bool { os >= Epoch.userNotifications }

  /// Whether the push may run the app in the background: `content-available` is set, the
  /// background mode is on, and the release (iOS 7 and later) supports both.
  public var requestsBackgroundRun: Bool {
    axes.payload.hasContentAvailable && axes.backgroundMode == .on
      && Callback.fetchReceive.isAvailable(on: os)
  }

  /// Whether Background App Refresh being off, by the user's setting or Low Power Mode, keeps
  /// the push from waking a suspended app or launching a terminated one that would otherwise run
  /// fetchReceive.
  public var refreshOffPreventsWake: Bool {
    axes.backgroundRefresh.isOff && (axes.state == .suspended || axes.state == .notRunning)
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
