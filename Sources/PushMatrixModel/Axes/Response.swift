/// What the user does with a notification the system showed: the condition that decides which
/// callbacks the `tap` column lists.
public enum Response: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// The user taps the notification.
  case open
  /// The user picks a custom action without the foreground option.
  case action
  /// The user picks a custom action with the foreground option.
  case foregroundAction
  /// The user clears the notification (in Notification Center, or with its Clear button), and its
  /// category asks for the dismiss action; flicking a banner away or ignoring it is no dismissal,
  /// and leaves the notification in Notification Center.
  case dismiss
  /// The user clears the notification, and its category does not ask for the dismiss action:
  /// nothing is delivered.
  case dismissUnreported
  /// The user ignores the notification and opens the app from its icon: nothing about the
  /// notification is delivered then.
  case openFromIcon

  public static let axis = AxisDeclaration<Self>(
    id: "response", title: LocalizedText("User response", "用户操作", "用戶操作"),
    label: \.label, default: .open, introduced: Epoch.notificationActions,
    introducedValues: [.dismiss: Epoch.userNotifications], isCondition: true,
    constraint: AxisConstraint(
      dependsOn: Payload.axis.id,
      hint: "only a visible payload can be answered: use open or openFromIcon for "
        + "content-available",
      allowed: { $0.payload.isVisible ? allCases : [.open, .openFromIcon] }))

  private var label: LocalizedText {
    switch self {
    case .open: LocalizedText("tap", "点击", "點擊")
    case .action: LocalizedText("custom action", "自定义操作", "自訂操作")
    case .foregroundAction:
      LocalizedText("foreground custom action", "前台自定义操作", "前景自訂操作")
    case .dismiss: LocalizedText("clear (reported)", "清除(回调)", "清除(回呼)")
    case .dismissUnreported: LocalizedText("clear (unreported)", "清除(无回调)", "清除(無回呼)")
    case .openFromIcon: LocalizedText("opened from the icon", "从图标打开", "從圖示開啟")
    }
  }
}

extension Scenario {
  /// What the user does with the shown notification.
  public var response: Response {
    get { self[Response.self] }
    set { self[Response.self] = newValue }
  }
}
