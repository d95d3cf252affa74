/// What `willPresent` passes to its completion handler for a foreground notification.
public enum Presentation: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// No options: nothing is shown.
  case none
  /// `.alert` on iOS 10–13, `.banner` from iOS 14 (with or without `.list`).
  case banner
  /// `.list` alone, from iOS 14: no banner, but the notification stays in Notification Center.
  case list
  /// The app does not implement `willPresent`, so there is nothing to pass.
  case notApplicable = "n/a"

  public static let axis = AxisDeclaration<Self>(
    id: "presentation",
    title: LocalizedText("willPresent passes", "willPresent 参数", "willPresent 參數"),
    label: \.label, default: nil, introducedValues: [.list: Epoch.bannerAndList],
    constraint: AxisConstraint(
      dependsOn: CallbackSet.axis.id,
      hint: "n/a exactly when willPresent is not implemented",
      allowed: { $0.callbacks.contains(.willPresent) ? [.none, .banner, .list] : [.notApplicable] })
  )

  /// Whether the option shows the notification as a banner.
  public var showsBanner: Bool { self == .banner }

  /// Whether the option leaves the notification in Notification Center: a banner does, and
  /// `.list` alone does without one.
  public var keepsNotification: Bool { self == .banner || self == .list }

  private var label: LocalizedText {
    switch self {
    case .none: LocalizedText("willPresent passes none", "willPresent 传 0", "willPresent 傳 0")
    case .banner:
      LocalizedText(
        "willPresent passes banner", "willPresent 传 .alert/.banner", "willPresent 傳 .alert/.banner")
    case .list:
      LocalizedText("willPresent passes list", "willPresent 传 .list", "willPresent 傳 .list")
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
