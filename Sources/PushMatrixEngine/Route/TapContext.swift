import PushMatrixModel

/// The facts a tap rule asks about: the scenario's, what the arrival left behind, and what the
/// user's response does.
///
/// The `tap` column lists what the user's ``Response`` calls, whether it is a tap or another
/// answer; the rules call it the tap either way.
public struct TapContext: Sendable {
  /// The scenario's derived facts.
  public let routing: RoutingContext
  /// Whether the app's process is gone, so that a response that runs the app launches it.
  public let isColdLaunch: Bool
  /// Whether the arrival launched the app into the background, so that it runs but has shown
  /// no user interface yet.
  public let wasLaunchedByArrival: Bool
  /// Whether the system showed the notification as a banner, rather than only keeping it in
  /// Notification Center.
  public let wasShownAsBanner: Bool

  /// Creates the context for a response to the notification that the given arrival left.
  public init(_ routing: RoutingContext, after arrival: Arrival) {
    self.init(
      routing: routing, isColdLaunch: !arrival.appIsAlive,
      wasLaunchedByArrival: arrival.calls.first == .launch, wasShownAsBanner: arrival.banner)
  }

  private init(
    routing: RoutingContext, isColdLaunch: Bool, wasLaunchedByArrival: Bool,
    wasShownAsBanner: Bool
  ) {
    self.routing = routing
    self.isColdLaunch = isColdLaunch
    self.wasLaunchedByArrival = wasLaunchedByArrival
    self.wasShownAsBanner = wasShownAsBanner
  }

  /// Prepends `launch` to a handler's call when the tap launches the app.
  public func launching(_ callback: Callback) -> Calls {
    isColdLaunch ? [.launch, callback] : [callback]
  }

  /// Returns the context of the same response with the scenario changed as given.
  public func with(_ change: (inout Scenario) -> Void) -> TapContext {
    replacing(routing: routing.with(change))
  }

  /// The context of the same response by an app without a notification-center delegate.
  public var withoutDelegate: TapContext { replacing(routing: routing.withoutDelegate) }

  /// The context of the same response, to the notification shown as a banner.
  public var onBanner: TapContext {
    TapContext(
      routing: routing, isColdLaunch: isColdLaunch, wasLaunchedByArrival: wasLaunchedByArrival,
      wasShownAsBanner: true)
  }

  private func replacing(routing: RoutingContext) -> TapContext {
    TapContext(
      routing: routing, isColdLaunch: isColdLaunch, wasLaunchedByArrival: wasLaunchedByArrival,
      wasShownAsBanner: wasShownAsBanner)
  }
}

extension TapContext {
  /// Whether the tap is on a banner shown while the app was in front.
  public var isForeground: Bool { routing.state == .foreground }

  /// What the user does with the notification.
  public var response: Response { routing.response }

  /// Whether the response opens the app on screen: a tap, or an action with the foreground
  /// option.
  public var bringsAppForward: Bool { response == .open || response == .foregroundAction }

  /// Whether the response launches the app: it reaches the app, whose process is gone.
  public var launchesApp: Bool { isColdLaunch && response != .dismissUnreported }

  /// Whether the response launches the app in the background where no source says the system
  /// does: for a dismissal, or for an action picked on an app the user force-quit.
  public var launchIsUnverified: Bool {
    routing.hasUserNotifications && launchesApp
      && (response == .dismiss || (response == .action && routing.state == .forceQuit))
  }

  /// Whether the response launches an app that implements didReceiveResponse but assigns the
  /// notification-center delegate too late, so that the response arrives before the delegate.
  public var losesLaunchingResponse: Bool {
    routing.delegateTiming == .late && launchesApp
      && routing.implements(.didReceiveResponse)
  }

  /// Whether the response connects a scene: a scene-based app comes on screen without one
  /// connected, because the response launches it or the arrival launched it into the background.
  public var connectsScene: Bool {
    routing.lifecycle == .scene && bringsAppForward
      && (launchesApp || wasLaunchedByArrival)
  }
}
