import PushMatrixModel

/// A cross-platform push SDK's bridge from iOS callbacks to its JavaScript or Dart handlers, as
/// read in its own native code: which callbacks it hooks, and its rules.
///
/// The SDK layer (``RoutingStage/sdk``) takes the native outcome and asks the bridge's rules,
/// callback by callback, which handlers the SDK calls: the native arrival's callbacks through
/// ``arrivalRules``, the native tap's through ``tapRules``, the first rule that applies
/// deciding. Each list ends with a rule that bridges nothing, so every callback is decided.
public struct SDKBridge: Sendable, Identifiable, CustomStringConvertible {
  /// The name `--sdk` takes, such as `react-native-firebase`.
  public let id: String
  /// The SDK's name in prose.
  public let title: String
  /// The names of its packages, which `--sdk` also takes.
  public let packages: [String]
  /// The service the sender usually sends through, such as Firebase Cloud Messaging.
  public let service: String
  /// The native callbacks it implements or hooks in the app: what `--sdk` gives `--callbacks`.
  public let callbacks: CallbackSet
  /// How it gets them, in a sentence.
  public let hooks: String
  /// Where its hooks were read.
  public let hookSources: [Source]
  /// The release its code was read at, and the default of `--sdk NAME@VERSION`.
  public let current: SDKVersion
  /// The first release its rules describe.
  public let earliest: SDKVersion
  /// The releases from which one of its rules starts or stops applying, ascending: each starts a
  /// range of releases whose handlers differ from the range before (the SDK pages show them).
  public let changes: [SDKVersion]
  /// The rules for the native arrival's callbacks, in order.
  public let arrivalRules: [SDKRule]
  /// The rules for the native tap's callbacks, in order.
  public let tapRules: [SDKRule]
  /// The release the bridge answers for.
  public private(set) var version: SDKVersion

  /// Creates a bridge, adding to each list of rules the one that bridges nothing.
  init(
    id: String, title: String, packages: [String], service: String, callbacks: CallbackSet,
    hooks: String, hookSources: [Source], current: SDKVersion, earliest: SDKVersion,
    changes: [SDKVersion] = [], arrivalRules: [SDKRule], tapRules: [SDKRule],
    unbridged: [RuleExample]
  ) {
    self.id = id
    self.title = title
    self.packages = packages
    self.service = service
    self.callbacks = callbacks
    self.hooks = hooks
    self.hookSources = hookSources
    self.current = current
    self.earliest = earliest
    self.changes = changes
    version = current
    let unbridged = SDKRule(
      id: "\(id)-not-bridged", basis: .reported, sources: hookSources,
      summary: "\(title) turns no other native callback into a handler, such as the launch "
        + "callback or a callback it does not hook.",
      applies: { _ in true }, decide: { _ in [] }, examples: unbridged)
    self.arrivalRules = arrivalRules + [unbridged]
    self.tapRules = tapRules + [unbridged]
  }

  public var description: String { "\(id) \(version)" }

  /// Every bridge, in the order the help lists them.
  public static let all: [SDKBridge] = [
    reactNativeFirebase, flutterFire, expoNotifications, oneSignal, notifee,
  ]

  /// Every name `--sdk` takes: each bridge's name, then its packages' that differ from it.
  public static let names: [String] =
    all.map(\.id) + all.flatMap { bridge in bridge.packages.filter { $0 != bridge.id } }

  /// Returns the bridge a name stands for, its own or a package's, ignoring case; `nil` when
  /// none does.
  public static func named(_ name: String) -> SDKBridge? {
    let name = name.lowercased()
    return all.first { $0.id == name || $0.packages.contains { $0.lowercased() == name } }
  }

  /// Returns the bridge answering for a release.
  ///
  /// - Throws: ``VersionError`` when the release is before the first its rules describe.
  public func at(_ version: SDKVersion) throws(VersionError) -> SDKBridge {
    guard version >= earliest else { throw VersionError(bridge: self, version: version) }
    var bridge = self
    bridge.version = version
    return bridge
  }

  /// A release of an SDK that its bridge does not describe.
  public struct VersionError: Error, CustomStringConvertible {
    public let bridge: SDKBridge
    public let version: SDKVersion

    public var description: String {
      "\(bridge.id) \(version) is not modelled: its rules describe releases from "
        + "\(bridge.earliest) (read at \(bridge.current))"
    }
  }

  /// Every rule, arrival's first, each once.
  public var rules: [SDKRule] { arrivalRules + tapRules.dropLast() }

  /// Returns the rule with an ID, or `nil` when the bridge has none.
  public func rule(_ id: String) -> SDKRule? { rules.first { $0.id == id } }

  /// What the bridge decides for one phase: the handlers the SDK calls and the rules that named
  /// them.
  public struct PhaseDecision: Hashable, Sendable {
    /// The handlers, in order, named as the SDK documents them.
    public var handlers: [String]
    /// The rules that decided, in the order of the callbacks they decided, each once.
    public var rules: [String]
  }

  /// Returns what the SDK calls after a native outcome, phase by phase: the arrival's handlers
  /// and rules, the tap's (`nil` when nothing was shown or kept to answer), and the weakest basis.
  ///
  /// The basis starts from the native outcome's: the handlers are only as well founded as the
  /// callbacks they follow.
  public func decisions(after outcome: Outcome, in context: RoutingContext)
    -> (arrival: PhaseDecision, tap: PhaseDecision?, basis: Basis)
  {
    var basis = outcome.basis
    func bridge(_ calls: Calls, _ phase: SDKContext.Phase, by list: [SDKRule]) -> PhaseDecision {
      var decision = PhaseDecision(handlers: [], rules: [])
      for index in calls.indices {
        let callback = calls[index]
        let sdk = SDKContext(
          context, phase: phase, callback: callback, repeated: calls[..<index].contains(callback),
          arrival: outcome.arrival, tap: outcome.tap, version: version)
        guard let rule = SDKRule.firstApplying(in: list, to: sdk) else {
          preconditionFailure("no rule of \(id) covers \(callback) in \(context.scenario)")
        }
        if !decision.rules.contains(rule.id) { decision.rules.append(rule.id) }
        basis = basis.weakest(rule.basis)
        decision.handlers += rule.decide(sdk)
      }
      return decision
    }
    let arrival = bridge(outcome.arrival, .arrival, by: arrivalRules)
    let tap = outcome.tap.map { bridge($0, .tap, by: tapRules) }
    return (arrival, tap, basis)
  }

  /// Returns the handlers the SDK calls after a native outcome, with the rules of both phases,
  /// arrival's first, each once.
  func handlers(after outcome: Outcome, in context: RoutingContext) -> SDKHandlers {
    let (arrival, tap, basis) = decisions(after: outcome, in: context)
    let tapRules = (tap?.rules ?? []).filter { !arrival.rules.contains($0) }
    return SDKHandlers(
      arrival: arrival.handlers, tap: tap?.handlers, rules: arrival.rules + tapRules, basis: basis)
  }

  /// Returns an example's scenario: a release and the bridge's callbacks before the other axes.
  static func scenario(_ callbacks: CallbackSet, _ axes: String) -> String {
    "os=17.0 callbacks=\(callbacks) " + axes
  }
}
