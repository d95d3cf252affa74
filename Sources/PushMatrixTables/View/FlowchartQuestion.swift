import PushMatrixEngine
import PushMatrixModel

/// A yes-or-no question a decision flowchart asks about a scenario.
///
/// The questions are read off the registry, so that a new axis is asked about without a change
/// here: whether the release is at least a given one, whether an axis has a given value, and, for
/// the callbacks an app implements, whether the set holds a given callback.
public enum FlowchartQuestion: Hashable, Sendable {
  /// Whether the scenario's release is this one or later.
  case release(OSVersion)
  /// Whether the axis at a registry position has the value of an ordinal.
  case value(position: Int, ordinal: Int)
  /// Whether the app implements a callback.
  case implements(Callback)

  /// Returns the answer for a scenario.
  public func answer(_ scenario: Scenario) -> Bool {
    switch self {
    case .release(let os): scenario.os >= os
    case .value(let position, let ordinal): scenario.key.ordinal(at: position) == ordinal
    case .implements(let callback): scenario.callbacks.contains(callback)
    }
  }

  /// Returns the question in a language, such as `iOS ≥ 10.0?`, `payload = alert?` or
  /// `implements willPresent?`.
  ///
  /// An axis's value is named by its identifier, as `explain` and the goldens name it: a label
  /// such as `alert (visible)` would read as a question about any visible payload.
  func text(_ language: Language) -> String {
    switch self {
    case .release(let os): Phrase.questionRelease.text(language, os.description)
    case .value(let position, let ordinal):
      Phrase.questionValue.text(
        language, AxisRegistry.axes[position].id, AxisRegistry.axes[position].identifiers[ordinal])
    case .implements(let callback): Phrase.questionImplements.text(language, callback.rawValue)
    }
  }

  /// Returns every question worth asking about a space's scenarios, in the order ties go.
  ///
  /// - Parameters:
  ///   - space: the scenarios the questions tell apart.
  ///   - excluding: registry positions of axes the questions leave alone.
  /// - Returns: a release question for each of the space's releases but the first, then for
  ///   each axis in registry order: a question per callback for the callbacks, one for the
  ///   first value of an axis of two values, and one per value of any other.
  static func candidates(for space: ScenarioSpace, excluding: Set<Int>) -> [Self] {
    var questions = space.versions.dropFirst().map(Self.release)
    let callbacks = AxisRegistry.position(of: CallbackSet.self)
    for (position, axis) in AxisRegistry.axes.enumerated() where !excluding.contains(position) {
      if position == callbacks {
        questions += Callback.optional.map(Self.implements)
      } else {
        let values = axis.count == 2 ? [0] : Array(0..<axis.count)
        questions += values.map { .value(position: position, ordinal: $0) }
      }
    }
    return questions
  }
}
