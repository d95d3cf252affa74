extension Scenario {
  /// The part of a key (``ScenarioKey/parts``) that holds every condition at its default.
  private static let defaultConditions = ScenarioKey(
    ordinals: AxisRegistry.axes.map { $0.isCondition ? $0.defaultOrdinal! : 0 }
  ).parts.conditions

  /// Whether every condition (``Axis/isCondition``) is at its default, as the source documents'
  /// device tests held them.
  ///
  /// The conditions are the registry's last axes, so their values are exactly the second part
  /// of the key: one comparison, asked of every routed scenario.
  public var holdsDefaultConditions: Bool { key.parts.conditions == Self.defaultConditions }
}
