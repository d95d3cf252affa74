/// The rules that decide what happens on arrival; exactly one applies to every scenario.
public enum ArrivalRules {
  /// Every arrival rule, in the order the engine tries them.
  public static let all: [ArrivalRule] = [
    foregroundBefore10, foregroundWillPresent, foregroundWillPresentWithContent,
    foregroundWithoutWillPresent, foregroundSilent, inactiveAlertWaitsForTap,
    silentBeforeBackgroundMode, silentNeedsBackgroundMode, forceQuitNotWoken, backgroundFetchWake,
    backgroundLegacyDelivery, backgroundLaunch, noBackgroundReceiver,
  ]
}

extension RoutingContext {
  /// The app-delegate receiver as a call sequence: one callback or none.
  var appDelegateCalls: [Callback] { appDelegateReceiver.map { [$0] } ?? [] }
}
