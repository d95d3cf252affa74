/// The facts a tap rule asks about: the scenario's, and whether the tap launches the app.
public struct TapContext: Sendable {
  /// The scenario's derived facts.
  public let routing: RoutingContext
  /// Whether the app's process is gone, so that the tap launches it.
  public let isColdLaunch: Bool

  /// Creates the context for a tap that follows the given arrival.
  public init(_ routing: RoutingContext, after arrival: Arrival) {
    self.routing = routing
    isColdLaunch = !arrival.appIsAlive
  }

  /// Prepends `launch` to a handler's call when the tap launches the app.
  public func launching(_ callback: Callback) -> [Callback] {
    isColdLaunch ? [.launch, callback] : [callback]
  }
}

extension TapContext {
  /// Whether the tap is on a banner shown while the app was in front.
  public var isForeground: Bool { routing.state == .foreground }
}
