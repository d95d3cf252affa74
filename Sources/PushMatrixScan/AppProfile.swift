import PushMatrixIO
import PushMatrixModel

/// What `pushmatrix scan` found an app to be: the scenario axes its code and property lists
/// decide, its deployment target, whether it has a Notification Service Extension, and the
/// findings behind each value.
///
/// Each axis field holds the registry's own value type (``Lifecycle``, ``Presentation``…), so a
/// profile's values are scenario values as they are; `delegateTiming` adds `never` to the
/// engine's values (``Timing``). A field the scan could not decide is `nil`, written
/// `unknown`, and a finding says why. The JSON form (``json``, read back by
/// ``init(reading:file:)``) is the public contract of the `pushmatrix.json` a project checks in
/// and may edit; docs/scan.md describes it. Its keys are the axis identifiers where an axis
/// applies — `callbacks`, `backgroundMode`, `lifecycle`, `delegateTiming`, `presentation` —
/// plus `deploymentTarget`, `serviceExtension`, `ownCallbacks`, `sdks`, `findings` and, where a
/// project accepted a field's value, `accepted`.
package struct AppProfile: Equatable, Sendable {
  /// The optional callbacks the app delegate and the notification-center delegate implement.
  package var callbacks: CallbackSet?
  /// Whether an app Info.plist declares the `remote-notification` background mode.
  package var backgroundMode: BackgroundMode?
  /// Whether the app is scene-based.
  package var lifecycle: Lifecycle?
  /// When the notification center's delegate is assigned, or that it never is.
  package var delegateTiming: Timing?
  /// What `willPresent` passes to its completion handler.
  package var presentation: Presentation?
  /// The lowest iOS release the app supports.
  package var deploymentTarget: OSVersion?
  /// Whether the project has a Notification Service Extension.
  package var serviceExtension: Bool?
  /// What the scan found, each with the file and line that show it.
  package var findings: [Finding]
  /// The callbacks the app's own sources implement, without those its SDKs supply.
  ///
  /// ``callbacks`` adds what the SDKs supply. A profile written before SDKs were read has no
  /// such key, and reads it as ``callbacks``.
  package var ownCallbacks: CallbackSet?
  /// The push SDKs the app depends on, in the order of ``PushSDK/known``, then the unknown
  /// ones by name.
  package var sdks: [SDKUse] = []
  /// Which app target the profile is for, why, and the iOS app targets found; `nil` for a
  /// profile written before targets were read.
  package var target: TargetChoice?
  /// The fields a project accepts at a value, with its reasons, in the order of ``fields``:
  /// each wins over the scan without counting as drift.
  package var accepted: [Acceptance] = []

  /// The keys of the fields that are not axes of the engine's registry, fixed by the issue that
  /// defines the profile; the axes' keys come from their declarations.
  package enum Key {
    /// The lowest iOS release the app supports.
    package static let deploymentTarget = "deploymentTarget"
    /// Whether the project has a Notification Service Extension.
    package static let serviceExtension = "serviceExtension"
  }

  /// How the profile writes a field it could not decide.
  package static let unknown = "unknown"
  /// The key of the findings in the JSON form.
  package static let findingsKey = "findings"
  /// The key of ``ownCallbacks`` in the JSON form; a profile may leave it out.
  package static let ownCallbacksKey = "ownCallbacks"
  /// The key of ``sdks`` in the JSON form; a profile may leave it out.
  package static let sdksKey = "sdks"

  /// Creates a profile; a field left out is unknown.
  package init(
    callbacks: CallbackSet? = nil, backgroundMode: BackgroundMode? = nil,
    lifecycle: Lifecycle? = nil, delegateTiming: Timing? = nil,
    presentation: Presentation? = nil, deploymentTarget: OSVersion? = nil,
    serviceExtension: Bool? = nil, findings: [Finding], ownCallbacks: CallbackSet? = nil,
    sdks: [SDKUse] = []
  ) {
    self.ownCallbacks = ownCallbacks
    self.sdks = sdks
    self.callbacks = callbacks
    self.backgroundMode = backgroundMode
    self.lifecycle = lifecycle
    self.delegateTiming = delegateTiming
    self.presentation = presentation
    self.deploymentTarget = deploymentTarget
    self.serviceExtension = serviceExtension
    self.findings = findings
  }

  /// The findings in the order reports list them: by field in the order of ``fields``, then
  /// by file and line, a finding without a place first, then by what it shows.
  package var sortedFindings: [Finding] {
    let order = Dictionary(uniqueKeysWithValues: Self.fields.enumerated().map { ($1.id, $0) })
    return findings.sorted { first, second in
      let firstKey = (order[first.field] ?? order.count, first.file ?? "", first.line ?? 0)
      let secondKey = (order[second.field] ?? order.count, second.file ?? "", second.line ?? 0)
      return firstKey == secondKey ? first.shows < second.shows : firstKey < secondKey
    }
  }

  /// Checks that the fields fit one another: `presentation` is `n/a` exactly when `callbacks`
  /// lacks `willPresent`, as the presentation axis requires; an unknown field fits any.
  ///
  /// - Throws: ``AxisValueError`` naming the presentation and the callbacks.
  package func validate() throws(AxisValueError) {
    guard let callbacks, let presentation else { return }
    let implementsWillPresent = callbacks.contains(.willPresent)
    guard implementsWillPresent == (presentation != .notApplicable) else {
      let fitting = Presentation.allCases.filter { ($0 != .notApplicable) == implementsWillPresent }
      throw AxisValueError(
        axis: "presentation", value: presentation.rawValue,
        expected: fitting.map(\.rawValue).alternatives,
        context: "for callbacks \(callbacks.description.messageQuoted)",
        hint: "n/a exactly when willPresent is not implemented")
    }
  }
}
