/// Whether the app ships a Notification Service Extension (iOS 10 and later): an app extension
/// the system runs in its own process to change a remote notification before showing it.
public enum ServiceExtension: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// The app has none, as the source documents' apps had none.
  case none
  /// The app bundles a Notification Service Extension.
  case present

  public static let axis = AxisDeclaration<Self>(
    id: "serviceExtension",
    title: LocalizedText("Service extension", "通知服务扩展", "通知服務擴充"),
    label: \.label, default: ServiceExtension.none, introduced: Epoch.userNotifications,
    isCondition: true)

  private var label: LocalizedText {
    switch self {
    case .none:
      LocalizedText("no service extension", "无通知服务扩展", "無通知服務擴充")
    case .present:
      LocalizedText("service extension present", "有通知服务扩展", "有通知服務擴充")
    }
  }
}

extension Scenario {
  /// Whether the app ships a Notification Service Extension.
  public var serviceExtension: ServiceExtension {
    get { self[ServiceExtension.self] }
    set { self[ServiceExtension.self] = newValue }
  }
}
