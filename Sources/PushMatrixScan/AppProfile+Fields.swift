import PushMatrixModel

extension AppProfile {
  /// Every field besides the findings, in the order reports list them: the axes in the
  /// registry's order, then the deployment target and the service extension.
  package static let fields: [ProfileField] = [
    ProfileField(
      id: CallbackSet.axis.id, expected: CallbackSet.axis.expected + ", or " + unknown,
      get: \.callbacks, set: { $0.callbacks = $1 }, identifier: \.description,
      parse: { text throws(AxisValueError) in
        try orUnknown(CallbackSet.axis.id) { () throws(AxisValueError) in
          try CallbackSet(parsing: text)
        }
      }),
    ProfileField(
      id: BackgroundMode.axis.id, get: \.backgroundMode, set: { $0.backgroundMode = $1 }),
    ProfileField(id: Lifecycle.axis.id, get: \.lifecycle, set: { $0.lifecycle = $1 }),
    ProfileField(
      id: DelegateTiming.axis.id, get: \.delegateTiming, set: { $0.delegateTiming = $1 }),
    // Read as the axis reads it, so that Apple's spelling (`[.banner, .list]`) is accepted too.
    ProfileField(
      id: Presentation.axis.id,
      expected: (Presentation.axis.identifiers + [unknown]).alternatives,
      get: \.presentation, set: { $0.presentation = $1 }, identifier: \.description,
      parse: { text throws(AxisValueError) in
        do {
          return try Presentation(parsing: text)
        } catch {
          let names = Presentation.axis.identifiers + [unknown]
          throw AxisValueError(
            axis: Presentation.axis.id, value: text, expected: names.alternatives,
            hint: Suggestion.didYouMean(text, among: names))
        }
      }),
    ProfileField(
      id: Key.deploymentTarget, expected: "a release such as 15.0, or " + unknown,
      get: \.deploymentTarget, set: { $0.deploymentTarget = $1 }, identifier: \.description,
      parse: { text throws(AxisValueError) in
        try orUnknown(Key.deploymentTarget) { () throws(AxisValueError) in
          try OSVersion(parsing: text)
        }
      }),
    ProfileField(
      id: Key.serviceExtension, expected: ["yes", "no", unknown].alternatives,
      get: \.serviceExtension, set: { $0.serviceExtension = $1 },
      identifier: { $0 ? "yes" : "no" },
      // The axis's own values are read too: the app page names them when it assumes one.
      parse: { text throws(AxisValueError) in
        switch text {
        case "yes", ServiceExtension.present.rawValue: return true
        case "no", ServiceExtension.none.rawValue: return false
        default:
          throw AxisValueError(
            axis: Key.serviceExtension, value: text,
            expected: ["yes", "no", unknown].alternatives)
        }
      }),
  ]

  /// Runs a parser of the engine's and names the field in its error, adding that `unknown` is
  /// accepted too.
  private static func orUnknown<Value>(
    _ id: String, _ parse: () throws(AxisValueError) -> Value
  ) throws(AxisValueError) -> Value {
    do {
      return try parse()
    } catch {
      var error = error
      error.axis = id
      error.expected += ", or " + unknown
      throw error
    }
  }
}
