/// Whether Background App Refresh is on for the app: the condition that the user's setting, or
/// Low Power Mode, switches off.
public enum BackgroundRefresh: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// On, as the source documents' devices had it.
  case on
  /// Switched off by the user, for the app or for every app.
  case off
  /// Switched off by Low Power Mode (iOS 9 and later), which Apple says turns Background App
  /// Refresh off automatically while it is on.
  case lowPower

  public static let axis = AxisDeclaration<Self>(
    id: "backgroundRefresh",
    title: LocalizedText("Background App Refresh", "后台应用刷新", "背景 App 重新整理"),
    label: \.label, default: .on, introduced: Epoch.backgroundFetch,
    introducedValues: [.lowPower: Epoch.lowPowerMode], isCondition: true)

  /// Whether Background App Refresh is off, by the user's setting or by Low Power Mode.
  public var isOff: Bool { self != .on }

  private var label: LocalizedText {
    switch self {
    case .on:
      LocalizedText("Background App Refresh on", "后台应用刷新开启", "背景 App 重新整理開啟")
    case .off:
      LocalizedText("Background App Refresh off", "后台应用刷新关闭", "背景 App 重新整理關閉")
    case .lowPower:
      LocalizedText(
        "Low Power Mode on (Background App Refresh off)", "低电量模式开启(后台应用刷新关闭)",
        "低耗電模式開啟(背景 App 重新整理關閉)")
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
