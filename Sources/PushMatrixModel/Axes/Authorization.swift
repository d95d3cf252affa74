/// What the user allowed the app to show: the condition that decides whether a visible
/// notification reaches the screen or Notification Center.
public enum Authorization: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// The user allowed alerts.
  case authorized
  /// The user refused, or turned the app's notifications off: pushes arrive silently.
  case denied
  /// Provisional authorization: notifications go quietly to Notification Center only.
  case provisional

  public static let axis = AxisDeclaration<Self>(
    id: "authorization", title: LocalizedText("Permission", "通知权限", "通知權限"),
    label: \.label, default: .authorized, introduced: Epoch.userNotifications,
    introducedValues: [.provisional: Epoch.provisionalAuthorization], isCondition: true)

  private var label: LocalizedText {
    switch self {
    case .authorized: LocalizedText("notifications allowed", "已允许通知", "已允許通知")
    case .denied: LocalizedText("notifications denied", "已拒绝通知", "已拒絕通知")
    case .provisional: LocalizedText("provisional", "临时授权", "臨時授權")
    }
  }
}

extension Scenario {
  /// What the user allowed the app to show.
  public var authorization: Authorization {
    get { self[Authorization.self] }
    set { self[Authorization.self] = newValue }
  }
}
