extension ScenarioSpace {
  /// Which values of the condition axes a space starts with.
  public enum Conditions: Sendable {
    /// Each condition at its default, as the source documents tested: the documents' layouts.
    case defaults
    /// Every value of every condition: the whole cross product, as `export` streams it.
    case every
  }
}
