import PushMatrixModel

/// The rules that decide what the user's response to a shown or kept notification calls; the
/// first that applies decides, and exactly one rule that decides alone covers every response (or
/// the base of a refined one).
public enum TapRules {
  /// Every tap rule, in the order the engine tries them: the rules for a condition first, the
  /// ones that refine the others among them.
  public static let all: [TapRule] = [
    openFromIcon, dismissUnreported, tapFromNotificationCenter, actionBefore10,
    lateDelegateTapFetch, lateDelegateLosesResponse, sceneConnect, sceneConnectInferred,
    backgroundResponseLaunch, backgroundResponse, responseUndelivered, tapForegroundFallback,
    tapResponse, tapFetch, tapLegacy, tapLaunchOnly, tapUnhandled,
  ]

  /// Returns a refinement that asks every tap rule about a related response and adjusts their
  /// calls.
  static func refining(
    _ base: @escaping @Sendable (TapContext) -> TapContext,
    adjust: @escaping @Sendable (Calls) -> Calls = { $0 }
  ) -> Refinement<TapContext, Calls> {
    Refinement(base: base, among: { all }, adjust: { calls, _ in adjust(calls) })
  }

  /// Asks the other rules about the same response by an app without scenes, and inserts the
  /// scene connection after `launch`, or first when the app is already running.
  static let connectingScene = refining(
    { $0.with { $0.lifecycle = .appDelegate } },
    adjust: { calls in
      calls.first == .launch
        ? [.launch, .sceneConnect] + calls.dropFirst() : [.sceneConnect] + calls
    })
}
