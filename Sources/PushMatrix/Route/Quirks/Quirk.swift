/// A version-ranged deviation from the rules, such as a bug in one release.
public struct Quirk: Sendable, Identifiable {
  /// The stable identifier that tables and goldens show.
  public let id: String
  /// The releases affected: from the first release, up to but not including the fix.
  public let versions: Range<OSVersion>
  /// The kind of evidence behind the quirk.
  public let basis: Basis
  /// What the quirk is based on.
  public let sources: [Source]
  /// One sentence on what the quirk changes.
  public let summary: String
  /// Changes an outcome the quirk concerns and says whether it did.
  public let apply: @Sendable (inout Outcome, RoutingContext) -> Bool
}

/// The quirk profiles the engine applies after the rules.
public enum Quirks {
  /// Every quirk, in the order the engine applies them.
  public static let all: [Quirk] = [ios10TapSkipsFetch, ios18DuplicateWillPresent]
}
