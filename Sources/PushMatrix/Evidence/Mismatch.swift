/// One field on one release where an observation and the engine differ.
public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
  /// The release.
  public var os: OSVersion
  /// The outcome field: `banner`, `arrival` or `tap`.
  public var field: String
  /// What the document says.
  public var observed: String
  /// What the engine answers.
  public var engine: String

  public var description: String {
    "\(field) on \(os): document \(observed), engine \(engine)"
  }
}
