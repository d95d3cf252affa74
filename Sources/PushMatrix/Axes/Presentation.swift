/// What `willPresent` passes to its completion handler for a foreground notification.
public enum Presentation: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// No options: nothing is shown.
  case none
  /// `.alert` on iOS 10–13, `.banner` from iOS 14 (`.list` alone shows no banner).
  case banner
  /// The app does not implement `willPresent`, so there is nothing to pass.
  case notApplicable = "n/a"

  public static let axis = AxisDeclaration<Self>(
    id: "presentation",
    title: LocalizedText("willPresent passes", "willPresent 参数", "willPresent 參數"),
    label: \.label, default: nil,
    constraint: AxisConstraint(
      dependsOn: CallbackSet.axis.id,
      hint: "n/a exactly when willPresent is not implemented",
      allowed: { $0.callbacks.contains(.willPresent) ? [.none, .banner] : [.notApplicable] }))

  private var label: LocalizedText {
    switch self {
    case .none: LocalizedText("willPresent passes none", "willPresent 传 0", "willPresent 傳 0")
    case .banner:
      LocalizedText(
        "willPresent passes banner", "willPresent 传 .alert/.banner", "willPresent 傳 .alert/.banner")
    case .notApplicable: LocalizedText(verbatim: "n/a")
    }
  }
}

extension Scenario {
  /// What `willPresent` passes, or `n/a` when the app does not implement it.
  public var presentation: Presentation {
    get { self[Presentation.self] }
    set { self[Presentation.self] = newValue }
  }
}
