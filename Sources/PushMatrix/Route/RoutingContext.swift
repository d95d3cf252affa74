/// A scenario with the facts every rule asks about, derived once.
public struct RoutingContext: Sendable {
  /// The scenario being routed.
  public let scenario: Scenario
  /// The implemented callbacks that this release actually calls; the rest count as missing.
  public let available: CallbackSet

  /// Derives the facts for a scenario.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    available = scenario.callbacks.filter { $0.isAvailable(on: scenario.os) }
  }

  public var os: OSVersion { scenario.os }
  public var state: AppState { scenario.state }
  public var payload: Payload { scenario.payload }

  /// Whether the release has the UserNotifications framework (iOS 10 and later).
  public var hasUserNotifications: Bool { os >= Epoch.userNotifications }

  /// Whether the push may run the app in the background: `content-available` is set, the
  /// background mode is on, and the release (iOS 7 and later) supports both.
  public var requestsBackgroundRun: Bool {
    payload.hasContentAvailable && scenario.backgroundMode == .on
      && Callback.fetchReceive.isAvailable(on: os)
  }

  /// Whether Background App Refresh being off keeps the push from waking a suspended app or
  /// launching a terminated one that would otherwise run fetchReceive.
  public var refreshOffPreventsWake: Bool {
    scenario.backgroundRefresh == .off && (state == .suspended || state == .notRunning)
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
