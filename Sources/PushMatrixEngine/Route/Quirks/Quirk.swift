import PushMatrixModel

/// A version-ranged deviation from the rules, such as a bug in one release.
public final class Quirk: Sendable, Identifiable, Grounded {
  /// The stable identifier that tables and goldens show.
  public let id: String
  /// The releases affected: from the first release, up to but not including the fix.
  public let versions: Range<OSVersion>
  /// The strongest evidence behind the quirk on a release no device test covers.
  public let basis: Basis
  /// The releases on which the ledger's device tests back the quirk, ascending.
  public let observedOn: [OSVersion]
  /// What the quirk is based on.
  public let sources: [Source]
  /// One sentence on what the quirk changes.
  public let summary: String
  /// Changes an outcome the quirk concerns and says whether it did.
  public let apply: @Sendable (inout Outcome, RoutingContext) -> Bool
  /// Scenarios the quirk changes, with the part of the outcome it changes as it leaves it.
  public let examples: [RuleExample]
  /// Scenarios, written as ``Scenario/init(parsing:)`` reads them, that the quirk leaves alone.
  public let nonApplyingExamples: [String]
  /// The file that declares the quirk, as `#fileID` gives it, for checking that it is named
  /// after the quirk.
  let file: String

  /// Creates a quirk.
  public init(
    id: String, versions: Range<OSVersion>, basis: Basis, observedOn: [OSVersion] = [],
    sources: [Source], summary: String,
    apply: @escaping @Sendable (inout Outcome, RoutingContext) -> Bool,
    examples: [RuleExample], nonApplyingExamples: [String] = [], file: String = #fileID
  ) {
    self.id = id
    self.versions = versions
    self.basis = basis
    self.observedOn = observedOn
    self.sources = sources
    self.summary = summary
    self.apply = apply
    self.examples = examples
    self.nonApplyingExamples = nonApplyingExamples
    self.file = file
  }
}

/// The quirk profiles the engine applies after the rules.
public enum Quirks {
  /// Every quirk, in the order the engine applies them.
  public static let all: [Quirk] = [ios10TapSkipsFetch, ios18DuplicateWillPresent]
}
