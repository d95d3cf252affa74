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
  public var arrival: Calls
  /// The callbacks invoked when the user answers the shown notification (the scenario's
  /// ``Response``), in order; `nil` when nothing was shown or kept to answer.
  public var tap: Calls?
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
  /// What an SDK's layer calls after the native callbacks, for a router built for an SDK
  /// (``RoutingStage/sdk``); `nil` otherwise.
  public var sdk: SDKHandlers? {
    get { sdkBox?.handlers }
    set { sdkBox = newValue.map(SDKHandlers.Box.init) }
  }
  /// ``sdk`` behind one reference: the engine copies an outcome for every scenario it routes,
  /// and the handlers' three lists held in place would add three reference counts to every copy,
  /// and their bytes to every outcome, of a router that has no SDK.
  var sdkBox: SDKHandlers.Box? = nil

  /// The deciding rules joined by `+`, as tables show them.
  public var rule: String { [arrivalRule, tapRule].compactMap { $0 }.joined(separator: "+") }

  /// Whether two outcomes are equal, the fields cheapest to compare first.
  ///
  /// The engine numbers every routed outcome by comparing it with the last few distinct ones
  /// (``OutcomeCache``): flags, the basis and the calls tell most of them apart before any text
  /// is compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    withUnsafePointer(to: lhs) { equal($0, rhs) }
  }

  /// ``==`` with one outcome read field by field through a pointer, so that it is not copied.
  static func equal(_ lhs: UnsafePointer<Self>, _ other: borrowing Self) -> Bool {
    lhs.pointee.banner == other.banner
      && lhs.pointee.notificationCenter == other.notificationCenter
      && lhs.pointee.extensionRuns == other.extensionRuns && lhs.pointee.basis == other.basis
      && lhs.pointee.launchPayload == other.launchPayload
      && lhs.pointee.arrival == other.arrival && lhs.pointee.tap == other.tap
      && lhs.pointee.notes.count == other.notes.count
      && lhs.pointee.arrivalRule == other.arrivalRule && lhs.pointee.tapRule == other.tapRule
      && lhs.pointee.quirk == other.quirk && lhs.pointee.extensionRule == other.extensionRule
      && lhs.pointee.launchRule == other.launchRule && lhs.pointee.notes == other.notes
      && lhs.pointee.sdkBox?.handlers == other.sdkBox?.handlers
  }

  /// Hashes what is cheap to read and tells outcomes apart well enough: the flags, the calls,
  /// and each text (a rule's ID or a note's name) by its length and its last byte; equality
  /// decides the rest, the SDK's handlers among it, which follow from the rest in all but a
  /// few outcomes.
  ///
  /// The engine looks up each routed outcome among the distinct ones, and hashing every text
  /// by its bytes cost as much as a third of routing. The flags and texts are folded into one
  /// word first (FNV-1a's step, a word at a time) and the hasher given that: given each on its
  /// own, some twenty values, hashing took 1.9 G instructions of exporting 1.84 million rows,
  /// folded 1.2 G (callgrind).
  public func hash(into hasher: inout Hasher) {
    var word: UInt64 = 0xCBF2_9CE4_8422_2325
    func fold(_ value: UInt64) { word = (word ^ value) &* 0x100_0000_01B3 }
    func fold(_ text: String?) {
      fold(text.map { UInt64($0.utf8.count) << 8 | UInt64($0.utf8.last ?? 0) } ?? 1 << 63)
    }
    fold((banner ? 1 : 0) | (notificationCenter ? 2 : 0) | (extensionRuns ? 4 : 0))
    fold(basis.rawValue)
    fold(launchPayload.rawValue)
    fold(arrivalRule)
    fold(tapRule)
    fold(quirk)
    fold(extensionRule)
    fold(launchRule)
    for note in notes { fold(note.id) }
    hasher.combine(word)
    hasher.combine(arrival)
    hasher.combine(tap)
  }
}
