/// How a rule builds on the other rules: it asks them about a related context, the scenario
/// without the condition the rule is about, and adjusts what they decide.
///
/// A condition such as a denied permission or a scene-based app changes one part of an answer
/// and leaves the rest to the rules that already decide it. A refining rule names the context
/// those rules see, and the engine folds the basis of the rule that decides there into the
/// outcome's, so that an answer is never better founded than any rule it rests on. The base
/// context must be one the refining rule does not apply to, or the search would not end.
public struct Refinement<Context, Decision>: Sendable {
  /// Returns the related context the other rules decide.
  public let base: @Sendable (Context) -> Context
  /// The rules to ask, in the order the engine tries them.
  public let rules: @Sendable () -> [Rule<Context, Decision>]
  /// Returns the refining rule's decision from the base rule's decision and the original context.
  public let adjust: @Sendable (Decision, Context) -> Decision

  /// Creates a refinement.
  ///
  /// - Parameters:
  ///   - base: the related context the other rules decide.
  ///   - rules: the rules to ask, read when a scenario is routed, so that a rule may refine the
  ///     list it belongs to.
  ///   - adjust: the refining rule's decision from the base decision and the original context.
  public init(
    base: @escaping @Sendable (Context) -> Context,
    among rules: @escaping @Sendable () -> [Rule<Context, Decision>],
    adjust: @escaping @Sendable (Decision, Context) -> Decision
  ) {
    self.base = base
    self.rules = rules
    self.adjust = adjust
  }

  /// Returns the rule that decides the base of a context, with that base.
  func resolve(_ context: Context) -> (rule: Rule<Context, Decision>, context: Context) {
    let base = base(context)
    // As the engine's own rule lists are searched.
    guard let rule = Rule.firstApplying(in: rules(), to: base) else {
      preconditionFailure("no rule decides the base of a refined context")
    }
    return (rule, base)
  }
}
