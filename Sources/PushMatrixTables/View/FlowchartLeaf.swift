import PushMatrixModel

/// Where a decision flowchart ends: the arrival rule that decides, and what it decides.
public struct FlowchartLeaf: Hashable, Sendable {
  /// The arrival rules that decide the scenarios that reach the leaf, by ID, sorted: one, unless
  /// no question the flowchart may ask tells their scenarios apart.
  public var rules: [String]
  /// Whether the system shows the notification: one value, or both where it depends on more
  /// than the flowchart asks.
  public var banners: [Bool]
  /// The callbacks the rule calls on arrival, each distinct sequence once, in the order of
  /// their written form, calling nothing last.
  public var arrivals: [Calls]
  /// The quirks that change the arrival on some releases that reach the leaf, by ID, sorted.
  public var quirks: [String]
}
