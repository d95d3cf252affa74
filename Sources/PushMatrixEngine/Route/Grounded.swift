import PushMatrixModel

/// A rule or quirk whose basis depends on the scenario: the ledger's device tests back it on some
/// releases, under the conditions the documents held, and its declared basis holds elsewhere.
///
/// An answer is `observed` only on a release a device test ran on, and only with every condition
/// (``Axis/isCondition``) at its default, as the documents' device tests had them; elsewhere it is
/// extrapolated from those tests and rests on the next evidence that holds there (Apple's
/// documentation, a third-party report, or inference), which the rule declares as its `basis`. A
/// unit test derives the releases from the ledger's agreeing device tests and checks each
/// declaration against them.
public protocol Grounded: Sendable {
  /// The basis wherever no device test covers the scenario: never `observed`.
  var basis: Basis { get }
  /// The releases on which the ledger's device tests back the rule or quirk, ascending.
  var observedOn: [OSVersion] { get }
}

extension Grounded {
  /// Returns the basis for a scenario: `observed` where device tests back it, else ``basis``.
  public func basis(for scenario: Scenario) -> Basis {
    isObserved(on: scenario.os, holdingDefaults: scenario.holdsDefaultConditions)
      ? .observed : basis
  }

  /// Returns the basis for the scenario of a routing context, as ``basis(for:)`` does, from the
  /// facts the context has already derived.
  public func basis(in context: RoutingContext) -> Basis {
    isObserved(on: context.os, holdingDefaults: context.holdsDefaultConditions)
      ? .observed : basis
  }

  /// Returns the releases whose device tests an answer for a scenario is extrapolated from: none
  /// where device tests back it, or where none ever did.
  public func extrapolation(for scenario: Scenario) -> [OSVersion] {
    isObserved(on: scenario.os, holdingDefaults: scenario.holdsDefaultConditions)
      ? [] : observedOn
  }

  /// Whether a device test backs the answer for a scenario on a release, under conditions that
  /// are all at their defaults or not: device tests ran only under the default conditions.
  private func isObserved(on os: OSVersion, holdingDefaults: Bool) -> Bool {
    holdingDefaults && observedOn.contains(os)
  }
}
