/// A remark attached to outcomes, keyed by a stable slug so footnotes never renumber.
public struct Note: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The stable slug.
  public var id: String
  /// The remark, in this project's own words.
  public var text: String

  public var description: String { "[\(id)] \(text)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
}

extension Note {
  /// A silent push is throttled and may never arrive.
  public static let silentIsBestEffort = Note(
    id: "silent-best-effort",
    text: "Background pushes are low priority and not guaranteed: Apple says the system may "
      + "throttle them and asks senders to keep to two or three an hour.")
  /// The order of the two foreground deliveries for alert+content-available is not documented.
  public static let foregroundOrderUndocumented = Note(
    id: "foreground-order-undocumented",
    text: "Both callbacks fire, but no source documents their order; this table lists the "
      + "notification-center callback first.")
  /// Apple and practice disagree on the foreground banner when no delegate is assigned (C11).
  public static let noDelegateBanner = Note(
    id: "no-delegate-banner",
    text: "Apple says a notification with no notification-center delegate keeps its own options; "
      + "the device tests saw no foreground banner, and they win (C11).")
  /// `.alert` gave way to `.banner` and `.list` in iOS 14, and `.alert` is both of them.
  public static let presentationNaming = Note(
    id: "presentation-naming",
    text: "banner+list means .alert on iOS 10–13 and .banner with .list from iOS 14; banner "
      + "(.banner alone) and list (.list alone) exist from iOS 14, and only .list keeps the "
      + "notification in Notification Center.")
}
