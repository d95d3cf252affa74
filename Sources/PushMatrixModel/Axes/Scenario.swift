import PushMatrixIO

/// One combination of axis values: an app on a release, in a state, receiving one payload.
///
/// A scenario is its release and one ``ScenarioKey`` holding every other axis; typed access goes
/// through the key (`scenario.state`, `scenario[AppState.self]`).
public struct Scenario: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The iOS release.
  public var os: OSVersion
  /// The values of every registered axis.
  public var key: ScenarioKey

  /// Creates a scenario from its release and key.
  public init(os: OSVersion, key: ScenarioKey) {
    self.os = os
    self.key = key
  }

  /// The value of an axis.
  @inlinable
  public subscript<Value: AxisValue>(_ type: Value.Type) -> Value {
    get { key[type] }
    set { key[type] = newValue }
  }

  /// The release and every axis's value, as public identifiers, in column order.
  public var axisValues: [String] { [os.description] + key.identifiers }

  /// The column names of ``axisValues``: `os`, then every registered axis.
  public static let columns = ["os"] + AxisRegistry.axes.map(\.id)

  /// The scenario as `os=12.3.1 state=foreground …`, every axis named.
  public var description: String {
    zip(Self.columns, axisValues).map { "\($0)=\($1)" }.joined(separator: " ")
  }

  /// Returns the first axis whose value does not fit the release or the axes before it.
  ///
  /// - Returns: the axis's position in the registry, or `nil` when every value fits.
  public func firstMisfit() -> Int? {
    AxisRegistry.fittings.firstMisfit(self)
  }

  /// Checks that every axis's value fits the release and the axes before it.
  ///
  /// - Throws: ``AxisValueError`` naming the first value that does not fit, what it depends on
  ///   and what would.
  public func validate() throws(AxisValueError) {
    guard let position = firstMisfit() else { return }
    let axis = AxisRegistry.axes[position]
    let value = axis.identifiers[key.ordinal(at: position)]
    let expected = axis.allowedOrdinals(in: self).map { axis.identifiers[$0] }
      .joined(separator: " or ")
    if let introduced = axis.introductions[key.ordinal(at: position)], os < introduced {
      let subject = introduced == axis.introduced ? "the \(axis.id) axis" : "\(axis.id) \(value)"
      throw AxisValueError(
        axis: axis.id, value: value, expected: expected, context: "on iOS \(os)",
        hint: "\(subject) starts at iOS \(introduced)")
    }
    let context = axis.dependsOn.flatMap { id in
      AxisRegistry.position(ofID: id).map {
        "for \(id) \(AxisRegistry.axes[$0].identifiers[key.ordinal(at: $0)].messageQuoted)"
      }
    }
    throw AxisValueError(
      axis: axis.id, value: value, expected: expected, context: context, hint: axis.hint)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.os, lhs.key) < (rhs.os, rhs.key)
  }
}
