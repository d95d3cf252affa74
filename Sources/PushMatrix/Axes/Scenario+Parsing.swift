extension Scenario {
  /// Parses a scenario written as space-separated `axis=value` words, such as
  /// `os=12.3.1 state=foreground callbacks=willPresent payload=alert presentation=banner`.
  ///
  /// Axes and values are spelled as in ``description``, in any order. `os`, `state`, `callbacks`
  /// and `payload` are required; `presentation` defaults to `none` when the callbacks include
  /// willPresent and to `n/a` otherwise, and `backgroundMode` defaults to `on`.
  ///
  /// - Throws: ``ScenarioParseError`` naming the word or axis at fault.
  public init(parsing text: some StringProtocol) throws(ScenarioParseError) {
    var words: [Axis: String] = [:]
    for word in String(text).split(separator: " ") {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let axis = Axis(rawValue: String(parts[0])) else {
        throw .unknownAxis(word: String(word))
      }
      guard words[axis] == nil else { throw .duplicateAxis(word: String(word)) }
      words[axis] = String(parts[1])
    }
    func value<Value: AxisValue>(_ axis: Axis, default fallback: Value? = nil)
      throws(ScenarioParseError) -> Value
    {
      guard let word = words[axis] else {
        guard let fallback else { throw .missingAxis(axis) }
        return fallback
      }
      do {
        return try Value(parsing: word)
      } catch {
        throw .invalidValue(error)
      }
    }
    let os: OSVersion = try value(.os)
    let state: AppState = try value(.state)
    let callbacks: CallbackSet = try value(.callbacks)
    let payload: Payload = try value(.payload)
    let allowed = Self.presentations(for: callbacks)
    let presentation = try value(.presentation, default: allowed[0])
    guard allowed.contains(presentation) else {
      throw .presentationDoesNotFit(presentation, callbacks: callbacks)
    }
    self.init(
      os: os, state: state, callbacks: callbacks, payload: payload, presentation: presentation,
      backgroundMode: try value(.backgroundMode, default: BackgroundMode.on))
  }
}

/// A written scenario that does not give one valid value for each axis.
public enum ScenarioParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A word that is not `axis=value` with a known axis.
  case unknownAxis(word: String)
  /// A word naming an axis that an earlier word already gave.
  case duplicateAxis(word: String)
  /// An axis without a default that no word gives.
  case missingAxis(Axis)
  /// A value its axis does not accept.
  case invalidValue(AxisValueError)
  /// A presentation that the callbacks do not allow.
  case presentationDoesNotFit(Presentation, callbacks: CallbackSet)

  public var description: String {
    switch self {
    case .unknownAxis(let word):
      "invalid scenario word \(word.messageQuoted): expected axis=value with an axis from "
        + Axis.allCases.map(\.rawValue).joined(separator: ", ")
    case .duplicateAxis(let word):
      "duplicate scenario word \(word.messageQuoted): each axis may be given once"
    case .missingAxis(let axis):
      "missing \(axis.rawValue)=…: the \(axis.rawValue) axis has no default"
    case .invalidValue(let error):
      error.description
    case .presentationDoesNotFit(let presentation, let callbacks):
      "invalid presentation \(presentation.rawValue.messageQuoted) for callbacks "
        + "\(callbacks.description.messageQuoted): expected "
        + Scenario.presentations(for: callbacks).map(\.rawValue).joined(separator: " or ")
    }
  }
}
