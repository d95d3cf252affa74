import PushMatrixModel

/// One field of one scenario where an observation and the engine differ.
public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
  /// The scenario, on the release where they differ.
  public var scenario: Scenario
  /// The outcome column, one of ``OutcomeColumns/answer``.
  public var field: String
  /// What the document says.
  public var observed: String
  /// What the engine answers.
  public var engine: String

  /// The release.
  public var os: OSVersion { scenario.os }

  public var description: String {
    "\(field) on \(os): document \(observed), engine \(engine)"
  }
}
