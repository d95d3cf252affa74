/// A dimension along which scenarios vary, named by its stable public identifier.
public enum Axis: String, CaseIterable, Sendable {
  case os
  case state
  case callbacks
  case payload
  case presentation
  case backgroundMode
}
