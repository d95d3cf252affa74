/// What a document says about one outcome field: a stated value, or nothing.
package enum Claim<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The document does not say; written `?`.
  case unstated
  /// The document says this.
  case stated(Value)

  /// The written form of an unstated claim.
  package static var unstatedText: String { "?" }
}
