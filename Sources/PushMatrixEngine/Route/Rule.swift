import PushMatrixModel

/// A routing rule: when it applies, what it decides, and the evidence behind it.
///
/// Each rule lives in its own file under `Route/Rules/`, named after its ID, with its basis,
/// the releases device tests back it on, its sources and examples written beside its logic.
/// A rule either decides alone or refines the decision the other rules give a related context
/// (``Refinement``).
public final class Rule<Context, Decision>: Sendable, Identifiable, Grounded {
  /// The stable identifier that tables and goldens show.
  public let id: String
  /// The strongest evidence behind the rule on a release no device test covers.
  public let basis: Basis
  /// The releases on which the ledger's device tests back the rule, ascending.
  public let observedOn: [OSVersion]
  /// What the rule is based on, by title and address.
  public let sources: [Source]
  /// One sentence on what the rule says.
  public let summary: String
  /// Why the rule is inferred, or another caveat; `nil` when there is none.
  public let caveat: String?
  /// Whether the rule decides the given scenario.
  public let applies: @Sendable (Context) -> Bool
  /// The decision, for a scenario the rule applies to.
  public let decide: @Sendable (Context) -> Decision
  /// How the rule builds on the other rules, or `nil` for a rule that decides alone.
  public let refinement: Refinement<Context, Decision>?
  /// Scenarios the rule decides, with its decision there.
  public let examples: [RuleExample]
  /// Scenarios, written as ``Scenario/init(parsing:)`` reads them, that another rule decides.
  public let nonApplyingExamples: [String]
  /// The file that declares the rule, as `#fileID` gives it, for checking that it is named
  /// after the rule.
  let file: String

  /// Creates a rule.
  public init(
    id: String, basis: Basis, observedOn: [OSVersion] = [], sources: [Source], summary: String,
    caveat: String? = nil, applies: @escaping @Sendable (Context) -> Bool,
    decide: @escaping @Sendable (Context) -> Decision,
    examples: [RuleExample], nonApplyingExamples: [String] = [], file: String = #fileID
  ) {
    self.id = id
    self.basis = basis
    self.observedOn = observedOn
    self.sources = sources
    self.summary = summary
    self.caveat = caveat
    self.applies = applies
    self.decide = decide
    refinement = nil
    self.examples = examples
    self.nonApplyingExamples = nonApplyingExamples
    self.file = file
  }

  /// Creates a rule that refines the decision the other rules give a related context.
  ///
  /// It has no releases of its own that device tests back: the documents tested no condition
  /// off its default, and the rules it builds on bring their own.
  public init(
    id: String, basis: Basis, sources: [Source], summary: String, caveat: String? = nil,
    applies: @escaping @Sendable (Context) -> Bool,
    refining refinement: Refinement<Context, Decision>,
    examples: [RuleExample], nonApplyingExamples: [String] = [], file: String = #fileID
  ) {
    self.id = id
    self.basis = basis
    observedOn = []
    self.sources = sources
    self.summary = summary
    self.caveat = caveat
    self.applies = applies
    decide = { context in
      let (rule, base) = refinement.resolve(context)
      return refinement.adjust(rule.decide(base), context)
    }
    self.refinement = refinement
    self.examples = examples
    self.nonApplyingExamples = nonApplyingExamples
    self.file = file
  }

  /// Returns the first rule of a list that applies to a context, or `nil` when none does.
  ///
  /// Each rule is asked through an unretained reference: the list holds every rule while it is
  /// searched, and retaining and releasing each rule tried, on counts that the threads routing
  /// at once share, cost more than asking it.
  static func firstApplying(in rules: [Rule], to context: Context) -> Rule? {
    let index = rules.withUnsafeBufferPointer { rules in
      rules.indices.first { index in
        Unmanaged.passUnretained(rules[index])._withUnsafeGuaranteedRef { $0.applies(context) }
      }
    }
    return index.map { rules[$0] }
  }

  /// Returns the decision for a context with the rules it builds on, nearest first: none for a
  /// rule that decides alone, else the rule that decides the base context and the rules that one
  /// builds on.
  public func decision(_ context: Context) -> (decision: Decision, basedOn: [Rule]) {
    guard let refinement else { return (decide(context), []) }
    let (rule, base) = refinement.resolve(context)
    let (decision, basedOn) = rule.decision(base)
    return (refinement.adjust(decision, context), [rule] + basedOn)
  }
}

/// A rule that decides what the system shows and calls when a notification arrives.
///
/// The arrival comes before the user's response, so arrival rules are asked with the response
/// at its default (``ArrivalStage``): one that read it would see `open` whatever the user does.
public typealias ArrivalRule = Rule<RoutingContext, Arrival>

/// A rule that decides what a tap on the shown notification calls.
public typealias TapRule = Rule<TapContext, Calls>

/// A rule that decides whether the app's Notification Service Extension runs before the
/// notification is shown.
public typealias ExtensionRule = Rule<RoutingContext, Bool>

/// A rule that decides where a notification that launches the app reaches its launch code.
public typealias LaunchRule = Rule<LaunchContext, LaunchPayload>
