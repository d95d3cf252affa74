/// The rules that decide what a tap on a shown notification calls; exactly one applies.
public enum TapRules {
  /// Every tap rule, in the order the engine tries them.
  public static let all: [TapRule] = [
    tapForegroundFallback, tapResponse, tapFetch, tapLegacy, tapLaunchOnly,
    tapUnhandled,
  ]
}
