import PushMatrixModel

/// A scenario and what the rule, quirk or note rule that carries it decides there.
///
/// Examples are written beside the logic they illustrate, as SwiftLint's rules carry their
/// triggering examples, and one unit test routes them all with the standard engine. An example
/// states only what its carrier decides: an arrival rule the banner, the arrival calls and, where
/// it matters, whether Notification Center keeps the notification; a tap rule the tap calls; a
/// quirk the part of the outcome it changes; a note rule nothing beyond adding its note.
public struct RuleExample: Sendable, CustomStringConvertible {
  /// The scenario, written as ``Scenario/init(parsing:)`` reads it.
  public let scenario: String
  /// Whether the system shows the notification, for an arrival rule.
  public let banner: Bool?
  /// Whether Notification Center keeps the notification, for an arrival rule that says so.
  public let notificationCenter: Bool?
  /// Whether the app's service extension runs, for an extension rule.
  public let extensionRuns: Bool?
  /// Where the notification reaches the launch code, for a launch-payload rule.
  public let launchPayload: LaunchPayload?
  /// The callbacks invoked on arrival, for an arrival rule or a quirk that changes them.
  public let arrival: Calls?
  /// The callbacks a tap invokes, for a tap rule or a quirk that changes them.
  public let tap: Calls?
  /// The SDK's handlers on arrival, for an SDK rule of the arrival.
  public let sdkArrival: [String]?
  /// The SDK's handlers on the tap, for an SDK rule of the tap.
  public let sdkTap: [String]?
  /// The SDK's release, for an SDK rule; `nil` for the release its code was read at.
  public let sdkVersion: SDKVersion?

  /// Creates an example from a written scenario and the parts of the decision it states.
  public init(
    _ scenario: String, banner: Bool? = nil, notificationCenter: Bool? = nil,
    arrival: Calls? = nil, tap: Calls? = nil, extensionRuns: Bool? = nil,
    launchPayload: LaunchPayload? = nil, sdkArrival: [String]? = nil, sdkTap: [String]? = nil,
    sdkVersion: SDKVersion? = nil
  ) {
    self.scenario = scenario
    self.banner = banner
    self.notificationCenter = notificationCenter
    self.arrival = arrival
    self.tap = tap
    self.extensionRuns = extensionRuns
    self.launchPayload = launchPayload
    self.sdkArrival = sdkArrival
    self.sdkTap = sdkTap
    self.sdkVersion = sdkVersion
  }

  /// The scenario, then the decision in the words of the tables: `banner=yes arrival=-`.
  public var description: String {
    let decision = [
      banner.map { "banner=\($0 ? "yes" : "no")" },
      notificationCenter.map { "notificationCenter=\($0 ? "yes" : "no")" },
      arrival.map { "arrival=\(CallSequence.text($0))" },
      tap.map { "tap=\(CallSequence.text($0))" },
      extensionRuns.map { "extensionRuns=\($0 ? "yes" : "no")" },
      launchPayload.map { "launchPayload=\($0.rawValue)" },
      sdkArrival.map { "sdkArrival=\(SDKHandlers.text($0))" },
      sdkTap.map { "sdkTap=\(SDKHandlers.text($0))" },
    ].compactMap { $0 }
    let written = sdkVersion.map { scenario + " sdk=\($0)" } ?? scenario
    return decision.isEmpty ? written : written + " → " + decision.joined(separator: " ")
  }
}
