import PushMatrixModel

extension AppProfile {
  /// When the app's notification center gets its delegate, as the profile states it: the
  /// engine's ``DelegateTiming`` values, and `never`.
  ///
  /// `never` is the profile's own: a notification-center delegate whose methods the sources
  /// implement, with no assignment in the sources and no SDK that makes one, so iOS never calls
  /// those methods. The engine has no such value; `pushmatrix app` answers for such an app as
  /// for one without them (``scenarioValue`` is `nil`, and ``AppProfile/routedCallbacks``
  /// leaves them out).
  package enum Timing: String, CaseIterable, Sendable {
    /// Before `application(_:didFinishLaunchingWithOptions:)` returns.
    case atLaunch
    /// Later: after an `await`, a permission prompt or a login, in a scene delegate or a view.
    case late
    /// Never: no assignment in the sources, and no SDK that makes one.
    case never

    /// The engine's value, or `nil` for `never`, which the engine does not have.
    package var scenarioValue: DelegateTiming? { DelegateTiming(rawValue: rawValue) }

    /// The profile's value for the engine's.
    package init(_ timing: DelegateTiming) { self = Self(rawValue: timing.rawValue)! }
  }

  /// The notification-center callbacks, which run only on the center's delegate.
  package static let centerCallbacks: [Callback] = [.willPresent, .didReceiveResponse]

  /// The callbacks iOS calls in the app: ``callbacks``, without the notification-center ones
  /// when the delegate is never set; `nil` when the callbacks are unknown.
  package var routedCallbacks: CallbackSet? {
    guard let callbacks, delegateTiming == .never else { return callbacks }
    return callbacks.filter { !Self.centerCallbacks.contains($0) }
  }
}
