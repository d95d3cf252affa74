/// The `apns-push-type` header the sender sets: the condition Apple asks to match the payload.
public enum PushType: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// What Apple asks for the payload: `alert` for a visible push, `background` for a push with
  /// only `content-available`.
  case recommended
  /// `apns-push-type: alert`.
  case alert
  /// `apns-push-type: background`.
  case background
  /// No `apns-push-type` header at all.
  case absent

  public static let axis = AxisDeclaration<Self>(
    id: "pushType", title: LocalizedText("Push type header", "推送类型头", "推送類型標頭"),
    label: \.label, default: .recommended, introduced: Epoch.pushTypeHeader, isCondition: true)

  /// The header the sender sets for a payload: the recommended one resolved, or `nil` when it
  /// sets none.
  public func sent(for payload: Payload) -> PushType? {
    switch self {
    case .recommended: payload.isVisible ? .alert : .background
    case .absent: nil
    case .alert, .background: self
    }
  }

  private var label: LocalizedText {
    switch self {
    case .recommended:
      LocalizedText(
        "push type as Apple asks", "推送类型按 Apple 要求", "推送類型依 Apple 要求")
    case .alert: LocalizedText("push type alert", "推送类型 alert", "推送類型 alert")
    case .background:
      LocalizedText("push type background", "推送类型 background", "推送類型 background")
    case .absent: LocalizedText("no push type", "无推送类型头", "無推送類型標頭")
    }
  }
}

extension Epoch {
  /// The `apns-push-type` header, which APNs asked for from iOS 13; before it only the
  /// recommended headers are modelled.
  public static let pushTypeHeader = scenes
}

extension Scenario {
  /// The `apns-push-type` header the sender sets.
  public var pushType: PushType {
    get { self[PushType.self] }
    set { self[PushType.self] = newValue }
  }
}
