import PushMatrixModel

/// The rules that decide what happens on arrival; the first that applies decides, and exactly one
/// rule that decides alone covers every scenario (or the base of a refined one).
public enum ArrivalRules {
  /// Every arrival rule, in the order the engine tries them: the rules that refine the others
  /// for a condition first.
  public static let all: [ArrivalRule] = [
    silentPushTypeDropped, backgroundTypeHidesAlert, backgroundPushPriority10, pushTypeMismatch,
    deniedSilentDelivery,
    provisionalQuietDelivery, refreshOffForeground, refreshOffRunningApp,
    foregroundBefore10, foregroundWillPresent, foregroundWillPresentWithContent,
    foregroundWithoutWillPresent, foregroundSilent, inactiveAlertWaitsForTap,
    silentBeforeBackgroundMode, silentNeedsBackgroundMode, forceQuitNotWoken, refreshOffNotWoken,
    backgroundFetchWake, backgroundLegacyDelivery, backgroundLaunch, noBackgroundReceiver,
  ]

  /// The rules that decide where Background App Refresh is off, by the user or Low Power Mode.
  public static let refreshOff: [ArrivalRule] = [
    refreshOffForeground, refreshOffRunningApp, refreshOffNotWoken,
  ]

  /// Returns a refinement that asks every arrival rule about the scenario changed as given, and
  /// adjusts their arrival.
  static func refining(
    _ change: @escaping @Sendable (inout Scenario) -> Void,
    adjust: @escaping @Sendable (Arrival) -> Arrival = { $0 }
  ) -> Refinement<RoutingContext, Arrival> {
    Refinement(base: { $0.with(change) }, among: { all }, adjust: { arrival, _ in adjust(arrival) })
  }
}

extension RoutingContext {
  /// The app-delegate receiver as a call sequence: one callback or none.
  var appDelegateCalls: Calls { appDelegateReceiver.map { [$0] } ?? [] }
}
