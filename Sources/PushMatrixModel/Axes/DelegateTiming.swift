/// When the app assigns the notification center's delegate: the condition behind the most common
/// lost-tap bug.
public enum DelegateTiming: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// Before `application(_:didFinishLaunchingWithOptions:)` returns.
  case atLaunch
  /// Later: after the permission prompt, in a scene delegate, in a view.
  case late

  public static let axis = AxisDeclaration<Self>(
    id: "delegateTiming", title: LocalizedText("Delegate set", "代理设置时机", "代理設定時機"),
    label: \.label, default: .atLaunch, introduced: Epoch.userNotifications, isCondition: true,
    constraint: AxisConstraint(
      dependsOn: CallbackSet.axis.id,
      hint: "only an app with a notification-center delegate (willPresent or "
        + "didReceiveResponse) can set it late",
      allowed: {
        $0.callbacks.contains(.willPresent) || $0.callbacks.contains(.didReceiveResponse)
          ? allCases : [.atLaunch]
      }))

  private var label: LocalizedText {
    switch self {
    case .atLaunch: LocalizedText("delegate set at launch", "启动时设置代理", "啟動時設定代理")
    case .late: LocalizedText("delegate set late", "延后设置代理", "延後設定代理")
    }
  }
}

extension Scenario {
  /// When the app assigns the notification center's delegate.
  public var delegateTiming: DelegateTiming {
    get { self[DelegateTiming.self] }
    set { self[DelegateTiming.self] = newValue }
  }
}
