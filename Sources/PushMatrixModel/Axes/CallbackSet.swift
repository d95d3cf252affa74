/// A set of optional callbacks an app implements besides `launch`.
///
/// Written in canonical order joined by `+`, such as `legacyReceive+fetchReceive`; the empty set
/// is written `none`.
public struct CallbackSet: AxisValue, Comparable, Sequence {
  /// One bit per entry of ``Callback/optional``, in that order.
  public private(set) var bits: UInt8

  public static let axis = AxisDeclaration<Self>(
    id: "callbacks", title: LocalizedText("Callbacks", "实现的方法", "實現的方法"), values: all,
    identifier: \.description,
    label: {
      $0.isEmpty
        ? LocalizedText("none (launch only)", "无(仅 launch)", "無(僅 launch)")
        : LocalizedText(verbatim: $0.description)
    },
    default: nil,
    expected: "none or a +-joined set of "
      + Callback.optional.map(\.rawValue).joined(separator: ", "),
    alsoAccepted: "Apple's names: a selector such as "
      + "userNotificationCenter(_:didReceive:withCompletionHandler:) or its label didReceive, "
      + "the Objective-C selector userNotificationCenter:didReceiveNotificationResponse:"
      + "withCompletionHandler:, or the async form userNotificationCenter(_:didReceive:) async",
    parse: { CallbackSet(parsingSet: $0) }, hint: { hint(rejecting: $0) },
    ordinal: { Int($0.bits) })

  /// The set that implements nothing besides `launch`.
  public static let none = CallbackSet(bits: 0)

  /// All 16 sets, in the enumerator's order: by bit pattern, lowest callback first.
  public static let all: [CallbackSet] = (0..<16).map { CallbackSet(bits: UInt8($0)) }

  private init(bits: UInt8) { self.bits = bits }

  /// Creates the set holding the given callbacks.
  ///
  /// - Precondition: `launch` is not among them; it is always implemented.
  public init(_ callbacks: some Sequence<Callback>) {
    bits = 0
    for callback in callbacks { insert(callback) }
  }

  /// Parses `none` or a `+`-joined set, in any order, each callback once and named by its
  /// identifier or by Apple's name for it (``Callback/named(_:)``); `nil` otherwise.
  private init?(parsingSet text: String) {
    if text == "none" {
      self = .none
      return
    }
    var set = CallbackSet.none
    for name in text.split(separator: "+", omittingEmptySubsequences: false) {
      let named = Callback.named(String(name))
      guard named.count == 1, let callback = named.first, callback != .launch,
        !set.contains(callback)
      else { return nil }
      set.insert(callback)
    }
    self = set
  }

  /// Returns what to add to the message for a text that names no set: the callbacks that an
  /// ambiguous name could mean, or the set with each unknown name replaced by the closest one;
  /// `nil` when neither applies, as for `launch` or a callback given twice.
  private static func hint(rejecting text: String) -> String? {
    let names = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    if let ambiguous = names.first(where: { Callback.named($0).count > 1 }) {
      return "\(ambiguous) is ambiguous: "
        + Callback.named(ambiguous).map { "\($0) is \($0.selector)" }.joined(separator: ", ")
    }
    let known = Callback.optional.flatMap { [$0.rawValue, $0.selectorLabel, $0.selector] }
    let candidates = names.count == 1 ? ["none"] + known : known
    var corrected: [String] = []
    for name in names {
      if !Callback.named(name).isEmpty {
        corrected.append(name)
      } else if let closest = Suggestion.closest(to: name, among: candidates) {
        corrected.append(closest)
      } else {
        return nil
      }
    }
    guard corrected != names else { return nil }
    return Suggestion.phrase(corrected.joined(separator: "+"))
  }

  /// Whether the set holds the callback; `launch` is always held.
  public func contains(_ callback: Callback) -> Bool {
    guard let index = Self.bitIndex(of: callback) else { return true }
    return bits & (1 << index) != 0
  }

  /// Adds an optional callback to the set.
  public mutating func insert(_ callback: Callback) {
    guard let index = Self.bitIndex(of: callback) else {
      preconditionFailure("launch is always implemented and is not part of a callback set")
    }
    bits |= 1 << index
  }

  /// Keeps only the callbacks that satisfy the predicate.
  public func filter(_ isIncluded: (Callback) -> Bool) -> CallbackSet {
    CallbackSet(self.lazy.filter(isIncluded))
  }

  /// Returns the callbacks of the set that a release calls (``Callback/isAvailable(on:)``).
  public func available(on os: OSVersion) -> CallbackSet {
    var available = self
    for (index, callback) in Callback.optional.enumerated() where !callback.isAvailable(on: os) {
      available.bits &= ~(1 << index)
    }
    return available
  }

  /// Whether every callback of `other` is in this set.
  public func isSuperset(of other: CallbackSet) -> Bool { bits & other.bits == other.bits }

  public func makeIterator() -> some IteratorProtocol<Callback> {
    Callback.optional.lazy.filter(contains).makeIterator()
  }

  public var isEmpty: Bool { bits == 0 }

  public var description: String {
    isEmpty ? "none" : map(\.rawValue).joined(separator: "+")
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.bits < rhs.bits }

  private static func bitIndex(of callback: Callback) -> Int? {
    Callback.optional.firstIndex(of: callback)
  }
}

extension Scenario {
  /// The optional callbacks the app implements besides `launch`.
  public var callbacks: CallbackSet {
    get { self[CallbackSet.self] }
    set { self[CallbackSet.self] = newValue }
  }
}
