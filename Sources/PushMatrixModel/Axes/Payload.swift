/// The kind of remote notification payload, by what its `aps` dictionary holds.
public enum Payload: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// A visible notification: alert, badge or sound.
  case alert
  /// A background (silent) notification: only `content-available`.
  case contentAvailable = "content-available"
  /// A visible notification that also sets `content-available`.
  case alertWithContentAvailable = "alert+content-available"

  public static let axis = AxisDeclaration<Self>(
    id: "payload", title: LocalizedText("Payload", "推送类型", "推送類型"), label: \.label,
    default: nil, valuesNameTheAxis: true,
    alsoAccepted: "silent or background for content-available, the words people use for it",
    parse: { silentWords.contains($0) ? .contentAvailable : nil })

  /// The words people use for a push with only `content-available`, read as it.
  static let silentWords: Set<String> = ["silent", "background"]

  /// Whether the payload asks the system to show something to the user.
  public var isVisible: Bool { self != .contentAvailable }

  /// Whether the payload sets `content-available`.
  public var hasContentAvailable: Bool { self != .alert }

  private var label: LocalizedText {
    switch self {
    case .alert: LocalizedText("alert (visible)", "alert(普通推送)", "alert(普通推送)")
    case .contentAvailable:
      LocalizedText(
        "content-available (silent)", "content-available(静默推送)", "content-available(靜默推送)")
    case .alertWithContentAvailable:
      LocalizedText(
        "alert+content-available (visible and silent)", "alert+content-available(弹框 + 静默)",
        "alert+content-available(彈框 + 靜默)")
    }
  }
}

extension Scenario {
  /// The kind of payload that arrives.
  public var payload: Payload {
    get { self[Payload.self] }
    set { self[Payload.self] = newValue }
  }
}
