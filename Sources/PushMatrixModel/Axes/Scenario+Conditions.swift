extension Scenario {
  /// The registry position and default ordinal of every condition axis.
  private static let conditionDefaults: [(position: Int, ordinal: Int)] =
    AxisRegistry.axes.enumerated().compactMap { position, axis in
      guard axis.isCondition, let ordinal = axis.defaultOrdinal else { return nil }
      return (position, ordinal)
    }

  /// Whether every condition (``Axis/isCondition``) is at its default, as the source documents'
  /// device tests held them.
  public var holdsDefaultConditions: Bool {
    Self.conditionDefaults.allSatisfy { key.ordinal(at: $0.position) == $0.ordinal }
  }
}
