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

  /// Creates a constraint.
  public init(
    dependsOn: String, hint: String, allowed: @escaping @Sendable (Scenario) -> [Value]
  ) {
    self.dependsOn = dependsOn
    self.hint = hint
    self.allowed = allowed
  }
}
