/// How the app is built to run its user interface: the condition that decides whether a launch by
/// the user's response connects a scene.
public enum Lifecycle: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// The app delegate owns the window, as every app did before iOS 13.
  case appDelegate
  /// The app adopts scenes (`UISceneDelegate`, or a SwiftUI `App`), as iOS 13 made possible.
  case scene

  public static let axis = AxisDeclaration<Self>(
    id: "lifecycle", title: LocalizedText("App lifecycle", "App 生命周期", "App 生命週期"),
    label: \.label, default: .appDelegate, introduced: Epoch.scenes, isCondition: true)

  private var label: LocalizedText {
    switch self {
    case .appDelegate: LocalizedText("app delegate", "AppDelegate", "AppDelegate")
    case .scene: LocalizedText("scene-based", "基于 Scene", "基於 Scene")
    }
  }
}

extension Scenario {
  /// Whether the app is scene-based or runs from its app delegate.
  public var lifecycle: Lifecycle {
    get { self[Lifecycle.self] }
    set { self[Lifecycle.self] = newValue }
  }
}
