/// Which values of an axis fit a scenario, decided by the value of an axis registered before it.
///
/// The enumerator offers only the values that fit; the readers and commands refuse the others.
public struct AxisConstraint<Value: AxisValue>: Sendable {
  /// The identifier of the axis whose value decides, such as `callbacks`.
  public let dependsOn: String
  /// How to write a fitting value, for messages, such as `use n/a exactly when …`.
  public let hint: String
  /// The values that fit a scenario, in declaration order.
  public let allowed: @Sendable (Scenario) -> [Value]
  /// The value that a scenario which does not mention the axis takes where it fits, or `nil`
  /// for the first value that fits.
  public let assumed: Value?

  /// Creates a constraint.
  ///
  /// - Parameters:
  ///   - dependsOn: the identifier of the axis whose value decides.
  ///   - hint: how to write a fitting value, for messages.
  ///   - allowed: the values that fit a scenario, in declaration order.
  ///   - assumed: what leaving the axis out means where it fits; by default the first that fits.
  public init(
    dependsOn: String, hint: String, allowed: @escaping @Sendable (Scenario) -> [Value],
    assumed: Value? = nil
  ) {
    self.dependsOn = dependsOn
    self.hint = hint
    self.allowed = allowed
    self.assumed = assumed
  }
}
