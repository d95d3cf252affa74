/// What iOS does for one scenario, and why.
public struct Outcome: Hashable, Sendable {
  /// Whether the system shows the notification on arrival.
  public var banner: Bool
  /// Whether the notification stays in Notification Center after arrival, so that the user can
  /// answer it later even without a banner.
  public var notificationCenter: Bool
  /// The callbacks invoked on arrival with no user action, in order.
  public var arrival: [Callback]
  /// The callbacks invoked when the user answers the shown notification (the scenario's
  /// ``Response``), in order; `nil` when nothing was shown or kept to answer.
  public var tap: [Callback]?
  /// The rule that decided the arrival.
  public var arrivalRule: String
  /// The rule that decided the tap, when there is one.
  public var tapRule: String?
  /// The quirk profile that changed the outcome, when one did.
  public var quirk: String?
  /// The weakest basis among the rules and the quirk that decided the outcome.
  public var basis: Basis
  /// Remarks, sorted by slug.
  public var notes: [Note]

  /// The deciding rules joined by `+`, as tables show them.
  public var rule: String { [arrivalRule, tapRule].compactMap { $0 }.joined(separator: "+") }
}
