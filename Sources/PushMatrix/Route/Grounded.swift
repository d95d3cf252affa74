/// A rule or quirk whose basis depends on the release: the ledger's device tests back it on some
/// releases, and its declared basis holds on every other.
///
/// An answer is `observed` only on a release a device test ran on; elsewhere it is extrapolated
/// from those tests and rests on the next evidence that holds there (Apple's documentation, a
/// third-party report, or inference), which the rule declares as its `basis`. A unit test derives
/// the releases from the ledger's agreeing device tests and checks each declaration against them.
public protocol Grounded: Sendable {
  /// The basis on every release no device test covers: never `observed`.
  var basis: Basis { get }
  /// The releases on which the ledger's device tests back the rule or quirk, ascending.
  var observedOn: [OSVersion] { get }
}

extension Grounded {
  /// Returns the basis on a release: `observed` where device tests back it, else ``basis``.
  public func basis(on os: OSVersion) -> Basis { observedOn.contains(os) ? .observed : basis }

  /// Returns the releases whose device tests an answer on a release is extrapolated from: none
  /// where device tests back it there, or where none ever did.
  public func extrapolation(on os: OSVersion) -> [OSVersion] {
    observedOn.contains(os) ? [] : observedOn
  }
}
