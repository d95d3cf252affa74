/// The `apns-priority` header the sender sets: immediate delivery, or delivery when the device's
/// power allows.
public enum Priority: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// What Apple asks for the payload: 10 for a visible push, 5 for a push with only
  /// `content-available`.
  case recommended
  /// `apns-priority: 10`, send now; also what APNs assumes when the header is missing.
  case immediate = "10"
  /// `apns-priority: 5`, send when the device's power allows.
  case powerConsidered = "5"

  public static let axis = AxisDeclaration<Self>(
    id: "priority", title: LocalizedText("Priority header", "优先级头", "優先級標頭"),
    label: \.label, default: .recommended, introduced: Epoch.pushTypeHeader, isCondition: true)

  /// The priority the sender sends for a payload, the recommended one resolved.
  public func sent(for payload: Payload) -> Priority {
    switch self {
    case .recommended: payload.isVisible ? .immediate : .powerConsidered
    case .immediate, .powerConsidered: self
    }
  }

  private var label: LocalizedText {
    switch self {
    case .recommended:
      LocalizedText("priority as Apple asks", "优先级按 Apple 要求", "優先級依 Apple 要求")
    case .immediate: LocalizedText("priority 10", "优先级 10", "優先級 10")
    case .powerConsidered: LocalizedText("priority 5", "优先级 5", "優先級 5")
    }
  }
}

extension Scenario {
  /// The `apns-priority` header the sender sets.
  public var priority: Priority {
    get { self[Priority.self] }
    set { self[Priority.self] = newValue }
  }
}
