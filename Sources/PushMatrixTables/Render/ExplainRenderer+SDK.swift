import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

extension ExplainRenderer {
  /// Returns the SDK's fields of the answer, after the native ones: the SDK, the callbacks it
  /// hooks, its handlers on arrival and on the tap, and their basis; none without an SDK.
  static func sdkFields(_ trail: Router.Trail) -> [(label: String, text: String)] {
    guard let sdk = trail.sdk, let handlers = trail.outcome.sdk else { return [] }
    return [
      ("sdk", "\(sdk.id) \(sdk.version) (\(sdk.title), sent through \(sdk.service))"),
      ("sdk hooks", "\(sdk.callbacks): \(sdk.hooks)"),
      ("on arrival", SDKHandlers.text(handlers.arrival)),
      ("on tap", handlers.tap.map(SDKHandlers.text) ?? CallSequence.notApplicable),
      ("sdk basis", handlers.basis.rawValue),
    ]
  }

  /// Returns the SDK rules that decided the handlers, arrival's first; none without an SDK.
  static func sdkRules(_ trail: Router.Trail) -> [SDKRule] {
    guard let sdk = trail.sdk, let handlers = trail.outcome.sdk else { return [] }
    return handlers.rules.compactMap(sdk.rule)
  }

  /// Returns the JSON answer's `sdk` member: the SDK, its release, its handlers on arrival and
  /// on the tap (`null` when nothing was shown), their basis, the sources of the deciding rules
  /// and the rules; `nil` without an SDK.
  static func sdkJSON(_ trail: Router.Trail) -> JSONValue? {
    guard let sdk = trail.sdk, let handlers = trail.outcome.sdk else { return nil }
    let scenario = trail.context.scenario
    let rules = sdkRules(trail)
    var sources: [Source] = []
    for source in rules.flatMap(\.sources) where !sources.contains(source) {
      sources.append(source)
    }
    return .object([
      ("name", .string(sdk.id)), ("version", .string(sdk.version.description)),
      ("callbacks", .string(sdk.callbacks.description)),
      ("arrival", .array(handlers.arrival.map(JSONValue.string))),
      ("tap", handlers.tap.map { .array($0.map(JSONValue.string)) } ?? .null),
      ("basis", .string(handlers.basis.rawValue)), ("sources", sourcesJSON(sources)),
      ("rules", .array(rules.map { ruleJSON($0, role: "sdk", for: scenario) })),
    ])
  }
}
