/// Whether the payload's `aps` dictionary sets `mutable-content` to 1: the flag that lets the
/// app's Notification Service Extension change the notification before it is shown.
public enum MutableContent: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// The flag is absent, as in the source documents' payloads.
  case off
  /// `mutable-content: 1`.
  case on

  public static let axis = AxisDeclaration<Self>(
    id: "mutableContent",
    title: LocalizedText("mutable-content", "可修改内容(mutable-content)", "可修改內容(mutable-content)"),
    label: \.label, default: .off, introduced: Epoch.userNotifications, isCondition: true)

  private var label: LocalizedText {
    switch self {
    case .off: LocalizedText("no mutable-content", "无 mutable-content", "無 mutable-content")
    case .on: LocalizedText("mutable-content: 1", "mutable-content: 1", "mutable-content: 1")
    }
  }
}

extension Scenario {
  /// Whether the payload sets `mutable-content`.
  public var mutableContent: MutableContent {
    get { self[MutableContent.self] }
    set { self[MutableContent.self] = newValue }
  }
}
