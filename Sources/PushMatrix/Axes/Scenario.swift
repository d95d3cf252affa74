/// One combination of axis values: an app on a release, in a state, receiving one payload.
public struct Scenario: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var os: OSVersion
  public var state: AppState
  public var callbacks: CallbackSet
  public var payload: Payload
  public var presentation: Presentation
  public var backgroundMode: BackgroundMode

  /// Creates a scenario; `presentation` must be `n/a` exactly when `willPresent` is missing.
  public init(
    os: OSVersion, state: AppState, callbacks: CallbackSet, payload: Payload,
    presentation: Presentation, backgroundMode: BackgroundMode
  ) {
    self.os = os
    self.state = state
    self.callbacks = callbacks
    self.payload = payload
    self.presentation = presentation
    self.backgroundMode = backgroundMode
  }

  /// The presentations that make sense with the given callbacks, in enumeration order.
  public static func presentations(for callbacks: CallbackSet) -> [Presentation] {
    callbacks.contains(.willPresent) ? [.none, .banner] : [.notApplicable]
  }

  /// The axis values in ``Axis`` order, as their public identifiers.
  public var axisValues: [String] {
    [
      os.description, state.rawValue, callbacks.description, payload.rawValue,
      presentation.rawValue, backgroundMode.rawValue,
    ]
  }

  public var description: String {
    zip(Axis.allCases, axisValues).map { "\($0.rawValue)=\($1)" }.joined(separator: " ")
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.os, lhs.state, lhs.callbacks, lhs.payload, lhs.presentation, lhs.backgroundMode)
      < (rhs.os, rhs.state, rhs.callbacks, rhs.payload, rhs.presentation, rhs.backgroundMode)
  }
}
