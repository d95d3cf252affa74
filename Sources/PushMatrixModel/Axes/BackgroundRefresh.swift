/// Whether Background App Refresh is on for the app: the condition that the user's setting, or
/// Low Power Mode, switches off.
public enum BackgroundRefresh: String, CaseIterable, AxisValue, DeclarationOrdered {
  case on
  case off

  public static let axis = AxisDeclaration<Self>(
    id: "backgroundRefresh",
    title: LocalizedText("Background App Refresh", "后台应用刷新", "背景 App 重新整理"),
    label: \.label, default: .on, introduced: Epoch.backgroundFetch, isCondition: true)

  private var label: LocalizedText {
    switch self {
    case .on:
      LocalizedText("Background App Refresh on", "后台应用刷新开启", "背景 App 重新整理開啟")
    case .off:
      LocalizedText("Background App Refresh off", "后台应用刷新关闭", "背景 App 重新整理關閉")
    }
  }
}

extension Scenario {
  /// Whether Background App Refresh is on for the app.
  public var backgroundRefresh: BackgroundRefresh {
    get { self[BackgroundRefresh.self] }
    set { self[BackgroundRefresh.self] = newValue }
  }
}
