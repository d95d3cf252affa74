/// The kind of remote notification payload, by what its `aps` dictionary holds.
public enum Payload: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// A visible notification: alert, badge or sound.
  case alert
  /// A background (silent) notification: only `content-available`.
  case contentAvailable = "content-available"
  /// A visible notification that also sets `content-available`.
  case alertWithContentAvailable = "alert+content-available"

  public static let axis = Axis.payload

  /// Whether the payload asks the system to show something to the user.
  public var isVisible: Bool { self != .contentAvailable }

  /// Whether the payload sets `content-available`.
  public var hasContentAvailable: Bool { self != .alert }
}
