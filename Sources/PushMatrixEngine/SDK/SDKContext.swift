import PushMatrixModel

/// One native callback that an SDK bridges, with the scenario and the native outcome around it:
/// what an SDK rule decides about.
///
/// The SDK layer runs after the native routing (``RoutingStage/sdk``) and reads what it decided:
/// for each callback of the native arrival, and then of the native tap, the first rule of the
/// bridge that applies names the handlers the SDK calls for it.
@dynamicMemberLookup
public struct SDKContext: Sendable {
  /// Whether the callback belongs to the arrival or to the user's answer.
  public enum Phase: Sendable {
    case arrival
    case tap
  }

  /// The scenario's routing context.
  public let routing: RoutingContext
  /// The phase of the callback.
  public let phase: Phase
  /// The native callback the SDK receives.
  public let callback: Callback
  /// Whether iOS already called the same callback earlier in the phase, as iOS 18.0 repeats
  /// willPresent.
  public let repeated: Bool
  /// The native arrival's calls.
  public let arrival: Calls
  /// The native tap's calls, `nil` when nothing was shown or kept to answer.
  public let tap: Calls?
  /// The SDK's release.
  public let version: SDKVersion

  /// Creates the context of one native callback.
  public init(
    _ routing: RoutingContext, phase: Phase, callback: Callback, repeated: Bool, arrival: Calls,
    tap: Calls?, version: SDKVersion
  ) {
    self.routing = routing
    self.phase = phase
    self.callback = callback
    self.repeated = repeated
    self.arrival = arrival
    self.tap = tap
    self.version = version
  }

  /// The value of an axis of the scenario: `context.state`.
  public subscript<Value>(dynamicMember axis: KeyPath<RoutingContext.Axes, Value>) -> Value {
    routing.axes[keyPath: axis]
  }

  /// Whether the app is on screen when an arrival callback runs: the arrival came while it was
  /// in the foreground.
  public var arrivesInForeground: Bool { routing.state == .foreground }

  /// Whether the native calls of the callback's phase launch the app's process.
  public var launchesApp: Bool { (phase == .arrival ? arrival : tap ?? []).contains(.launch) }

  /// Whether the arrival launched the app in the background before the user answered, so that
  /// the tap reaches a process that a push started.
  public var arrivalLaunchedApp: Bool { arrival.contains(.launch) }

  /// Whether the user's answer brings the app to the foreground: a tap, or an action that
  /// opens the app.
  public var answerOpensApp: Bool {
    routing.response == .open || routing.response == .foregroundAction
  }
}

/// A rule of an SDK bridge: for one native callback, the handlers the SDK calls, in order.
public typealias SDKRule = Rule<SDKContext, [String]>
