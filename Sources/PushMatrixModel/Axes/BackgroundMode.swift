/// Whether the app declares the Remote notifications background mode.
public enum BackgroundMode: String, CaseIterable, AxisValue, DeclarationOrdered {
  case on
  case off

  public static let axis = AxisDeclaration<Self>(
    id: "backgroundMode", title: LocalizedText("Background mode", "后台模式", "後臺模式"),
    label: \.label, default: .on)

  private var label: LocalizedText {
    switch self {
    case .on: LocalizedText("background mode on", "后台模式开启", "後臺模式開啟")
    case .off: LocalizedText("background mode off", "后台模式关闭", "後臺模式關閉")
    }
  }
}

extension Scenario {
  /// Whether the app declares the Remote notifications background mode.
  public var backgroundMode: BackgroundMode {
    get { self[BackgroundMode.self] }
    set { self[BackgroundMode.self] = newValue }
  }
}
