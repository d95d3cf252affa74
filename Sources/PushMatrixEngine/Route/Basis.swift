import PushMatrixModel

/// The kind of evidence behind a rule, from strongest to weakest under the evidence policy.
///
/// A device test of the very cell beats Apple's documentation, which beats a third-party report,
/// which beats inference.
public enum Basis: String, CaseIterable, Sendable, DeclarationOrdered, CustomStringConvertible {
  /// Seen on this very release in a device test recorded by one of the source documents.
  case observed
  /// Stated by Apple's documentation.
  case documented
  /// Reported by developers: a source document's claim that is not a device test, a bug
  /// tracker, a radar.
  case reported
  /// Reasoned from the other facts where no source covers the case.
  case inferred

  public var description: String { rawValue }

  /// The weaker of two bases: an outcome is only as well founded as its weakest rule.
  ///
  /// By ``strength`` rather than by `max`: the engine weakens a basis by every rule it applies,
  /// and comparing by declaration order made the array of every case to search it each time.
  public func weakest(_ other: Basis) -> Basis { strength < other.strength ? other : self }

  /// How strong the basis is: the stronger, the smaller, in declaration order.
  private var strength: Int {
    switch self {
    case .observed: 0
    case .documented: 1
    case .reported: 2
    case .inferred: 3
    }
  }
}
