/// The ledger's judgement of one observation against the engine.
public enum Verdict: Sendable, Equatable {
  /// The engine agrees on every field the document states, on every release it speaks of.
  case agrees
  /// The engine disagrees, for the reason the named contradiction records.
  case overruled(contradiction: String)
  /// The engine disagrees and no recorded contradiction explains why: an error.
  case unexplained

  /// The verdict's name as reports show it.
  public var name: String {
    switch self {
    case .agrees: "agrees"
    case .overruled: "overruled"
    case .unexplained: "unexplained"
    }
  }
}
