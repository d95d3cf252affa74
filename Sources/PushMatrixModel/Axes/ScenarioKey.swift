/// A scenario without its release: the ordinals of every registered axis packed into one number.
///
/// This is the one encoding of "a scenario on any release": the outcome cache's slot, the key
/// observations are indexed by, and the position of a scenario in a view's index. Keys are dense
/// (every one is below ``AxisRegistry/keyCount``) and sort in canonical order. Its readers are
/// inlinable: every later stage reads keys in its innermost loops.
public struct ScenarioKey: Hashable, Comparable, Sendable {
  /// The packed ordinals: each axis's ordinal times its stride, added up.
  public private(set) var rawValue: Int

  /// The key whose every axis has ordinal 0.
  public static let first = ScenarioKey(rawValue: 0)

  /// Creates a key from its packed form.
  ///
  /// - Precondition: `rawValue` is below ``AxisRegistry/keyCount``.
  public init(rawValue: Int) {
    precondition((0..<AxisRegistry.keyCount).contains(rawValue), "key \(rawValue) out of range")
    self.rawValue = rawValue
  }

  /// Creates a key from one ordinal per registered axis, in registry order.
  public init(ordinals: [Int]) {
    precondition(ordinals.count == AxisRegistry.axes.count, "one ordinal per axis")
    var rawValue = 0
    for (position, ordinal) in ordinals.enumerated() {
      precondition((0..<AxisRegistry.counts[position]).contains(ordinal))
      rawValue += ordinal * AxisRegistry.strides[position]
    }
    self.rawValue = rawValue
  }

  /// Returns the ordinal of the axis at a position of the registry.
  @inlinable
  public func ordinal(at position: Int) -> Int {
    rawValue / AxisRegistry.strides[position] % AxisRegistry.counts[position]
  }

  /// The key split in two numbers: the combination of the values of the axes that are no
  /// conditions, and that of the conditions' values.
  ///
  /// The conditions are the registry's last axes, so the raw value is the first number times
  /// ``AxisRegistry/conditionCombinations`` plus the second. Tables kept per key use it to hold
  /// the keys of one combination of conditions together: commands route a few combinations of
  /// the thousands there are.
  @inlinable
  public var parts: (others: Int, conditions: Int) {
    let (others, conditions) = rawValue.quotientAndRemainder(
      dividingBy: AxisRegistry.conditionCombinations)
    return (others, conditions)
  }

  /// Sets the ordinal of the axis at a position of the registry.
  public mutating func setOrdinal(_ ordinal: Int, at position: Int) {
    precondition((0..<AxisRegistry.counts[position]).contains(ordinal))
    rawValue += (ordinal - self.ordinal(at: position)) * AxisRegistry.strides[position]
  }

  /// The ordinals of every registered axis, in registry order.
  public var ordinals: [Int] { AxisRegistry.axes.indices.map(ordinal(at:)) }

  /// The value of an axis.
  @inlinable
  public subscript<Value: AxisValue>(_ type: Value.Type) -> Value {
    get { Value.axis.values[ordinal(at: AxisRegistry.position(of: type))] }
    set { setOrdinal(Value.axis.ordinal(of: newValue), at: AxisRegistry.position(of: type)) }
  }

  /// The public identifiers of every axis's value, in registry order.
  public var identifiers: [String] {
    AxisRegistry.identifiers.enumerated().map { $1[ordinal(at: $0)] }
  }

  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
