/// What a document says about one outcome field: a stated value, or nothing.
public enum Claim<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The document does not say; written `?`.
  case unstated
  /// The document says this.
  case stated(Value)

  /// The written form of an unstated claim.
  public static var unstatedText: String { "?" }
}
