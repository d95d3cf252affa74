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
  public func weakest(_ other: Basis) -> Basis { max(self, other) }
}
