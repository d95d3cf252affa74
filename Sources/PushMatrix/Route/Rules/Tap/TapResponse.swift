extension TapRules {
  /// From iOS 10 didReceiveResponse takes every tap, after launch on a cold launch.
  public static let tapResponse = TapRule(
    id: "tap-response", basis: .observed,
    sources: [.callOrderTests, .backgroundModeGuide],
    summary: "From iOS 10 a tap goes to didReceiveResponse when it is implemented, after launch "
      + "if the tap launches the app.",
    applies: { $0.routing.implements(.didReceiveResponse) },
    decide: { $0.launching(.didReceiveResponse) })
}
