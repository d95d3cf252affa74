import PushMatrixEngine

/// A document's observation shown beside the engine's cell, with the verdict for that cell.
package struct ObservationMark: Sendable, Hashable {
  /// The engine's verdict on the observation for this very cell.
  package enum Verdict: String, Sendable, Hashable {
    case agrees
    case overruled
    case unexplained

    /// The symbol shown before the observation's ID, so that the verdict never rests on colour.
    package var symbol: String {
      switch self {
      case .agrees: "✓"
      case .overruled: "✗"
      case .unexplained: "‼"
      }
    }
  }

  /// The observation's ID, such as `CO-09`.
  package var id: String
  /// The source document's title.
  package var source: String
  package var verdict: Verdict
  /// The contradiction that explains an overruled observation, by ID.
  package var contradiction: String?
  /// What the document says where it differs from the engine, in the page's language.
  package var claim: String?
  /// The callbacks the observed app implements, when a cell shows the observation for the set of
  /// those its release calls (a folded row); `nil` when the observation is of the cell's own.
  package var callbacks: String? = nil
}
