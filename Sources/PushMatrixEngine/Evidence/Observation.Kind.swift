extension Observation {
  /// What a document's statement rests on: a test it ran on a device, or its word.
  ///
  /// Only device tests make an outcome's basis `observed`, and only on the releases they ran on.
  public enum Kind: String, CaseIterable, Sendable {
    /// A cell of a table of results the document's author got on a device.
    case deviceTest = "device-test"
    /// A general statement, a summary or a reading of documentation.
    case claim
  }
}
