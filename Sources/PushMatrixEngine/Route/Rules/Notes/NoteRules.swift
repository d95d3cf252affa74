import PushMatrixModel

/// The notes the engine adds to an outcome as a whole, after the rules and quirks.
public enum NoteRules {
  /// Every note rule; the engine adds the note of each one that applies.
  public static let all: [NoteRule] = [
    callbacksUnavailable, sceneLaunch, sceneColdLaunch, launchOptionsDeprecated, fetchMayRepeat,
    legacyDeprecated, bannerNotKept, deniedDelivery, deniedWillPresent, provisionalDelivery,
    refreshOffContested, lowPowerMode, visiblePriority5,
    actionHandlerSimplified, actionsNeedDidReceive, forceQuitActionUnverified,
    lateDelegateNotGuaranteed, extensionLimits, iconOpenHoldsLaunchPush, launchPayloadUnsettled,
    beyondCatalog,
  ]
}

extension Outcome {
  /// Whether the callback is invoked on arrival or on a tap.
  package func invokes(_ callback: Callback) -> Bool {
    arrival.contains(callback) || tap?.contains(callback) == true
  }
}
