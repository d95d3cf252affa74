import PushMatrixModel

/// What iOS does for one scenario, and why.
public struct Outcome: Hashable, Sendable {
  /// Whether the system shows the notification on arrival.
  public var banner: Bool
  /// Whether the notification stays in Notification Center after arrival, so that the user can
  /// answer it later even without a banner.
  public var notificationCenter: Bool
  /// Whether the app's Notification Service Extension runs, in its own process, before the
  /// notification is shown.
  public var extensionRuns: Bool = false
  /// The rule that decided ``extensionRuns``.
  public var extensionRule: String = ExtensionRules.noServiceExtension.id
  /// Where the notification reaches the app's launch code, when the arrival or the tap
  /// launches the app.
  public var launchPayload: LaunchPayload = .notApplicable
  /// The rule that decided ``launchPayload``.
  public var launchRule: String = LaunchRules.noLaunch.id
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

  /// Hashes what tells outcomes apart, each text by its bytes.
  ///
  /// The engine numbers every routed outcome by looking it up among the distinct ones, and
  /// Unicode-aware hashing of every text and callback cost more than routing. A note is hashed
  /// by its slug, which names it.
  public func hash(into hasher: inout Hasher) {
    func combine(_ text: String) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(0xFF as UInt8)  // no UTF-8 byte: ends the text
    }
    hasher.combine(banner)
    hasher.combine(notificationCenter)
    hasher.combine(extensionRuns)
    combine(extensionRule)
    combine(launchPayload.rawValue)
    combine(launchRule)
    for call in arrival { combine(call.rawValue) }
    hasher.combine(tap?.count ?? -1)
    for call in tap ?? [] { combine(call.rawValue) }
    combine(arrivalRule)
    combine(tapRule ?? "")
    combine(quirk ?? "")
    combine(basis.rawValue)
    for note in notes { combine(note.id) }
  }
}
