import PushMatrixModel

/// A routed scenario as the launch-payload rules see it: which of its parts launches the app.
public struct LaunchContext: Sendable {
  /// The scenario's facts.
  public let routing: RoutingContext
  /// Whether the arrival launches the app (a push that runs it in the background).
  public let byArrival: Bool
  /// Whether the user's response launches the app, when the arrival does not.
  public let byTap: Bool

  /// The launch of an outcome: the arrival's when it starts with `launch`, else the tap's.
  public init(_ routing: RoutingContext, arrival: Calls, tap: Calls?) {
    self.routing = routing
    byArrival = arrival.first == .launch
    byTap = !byArrival && tap?.first == .launch
  }
}
