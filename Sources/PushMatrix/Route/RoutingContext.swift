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

  /// Whether the app implements a callback that this release calls.
  public func implements(_ callback: Callback) -> Bool { available.contains(callback) }

  /// The app-delegate callback that receives a delivery: fetchReceive shadows legacyReceive.
  public var appDelegateReceiver: Callback? {
    if implements(.fetchReceive) { return .fetchReceive }
    if implements(.legacyReceive) { return .legacyReceive }
    return nil
  }
}
