import PushMatrixEngine

/// A document's observation shown beside the engine's cell, with the verdict for that cell.
public struct ObservationMark: Sendable, Hashable {
  /// The engine's verdict on the observation for this very cell.
  public enum Verdict: String, Sendable, Hashable {
    case agrees
    case overruled
    case unexplained

    /// The symbol shown before the observation's ID, so that the verdict never rests on colour.
    public var symbol: String {
      switch self {
      case .agrees: "✓"
      case .overruled: "✗"
      case .unexplained: "‼"
      }
    }
  }

  /// The observation's ID, such as `CO-09`.
  public var id: String
  /// The source document's title.
  public var source: String
  public var verdict: Verdict
  /// The contradiction that explains an overruled observation, by ID.
  public var contradiction: String?
  /// What the document says where it differs from the engine, in the page's language.
  public var claim: String?
  /// The callbacks the observed app implements, when a cell shows the observation for the set of
  /// those its release calls (a folded row); `nil` when the observation is of the cell's own.
  public var callbacks: String? = nil
}
