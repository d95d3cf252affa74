import PushMatrixModel

/// What happens when a notification arrives, before the user does anything.
public struct Arrival: Hashable, Sendable {
  /// Whether the system shows the notification.
  public var banner: Bool
  /// Whether the notification stays in Notification Center, where the user can still answer it.
  public var notificationCenter: Bool
  /// The callbacks invoked, in order.
  public var calls: Calls
  /// Whether the app's process is alive afterwards, so that a tap resumes it instead of
  /// launching it.
  public var appIsAlive: Bool
  /// Remarks that apply to this arrival.
  public var notes: [Note]

  /// Creates an arrival decision; Notification Center keeps the notification exactly when it is
  /// shown, unless `notificationCenter` says otherwise.
  public init(
    banner: Bool, notificationCenter: Bool? = nil, calls: Calls, appIsAlive: Bool,
    notes: [Note] = []
  ) {
    self.banner = banner
    self.notificationCenter = notificationCenter ?? banner
    self.calls = calls
    self.appIsAlive = appIsAlive
    self.notes = notes
  }
}
