import PushMatrixModel

/// One field of one scenario where an observation and the engine differ.
package struct Mismatch: Sendable, Equatable, CustomStringConvertible {
  /// The scenario, on the release where they differ.
  package var scenario: Scenario
  /// The outcome field: `banner`, `notificationCenter`, `arrival` or `tap`.
  package var field: String
  /// What the document says.
  package var observed: String
  /// What the engine answers.
  package var engine: String

  /// The release.
  package var os: OSVersion { scenario.os }

  package var description: String {
    "\(field) on \(os): document \(observed), engine \(engine)"
  }
}
