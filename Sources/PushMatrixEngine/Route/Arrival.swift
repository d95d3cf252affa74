import PushMatrixModel

/// What happens when a notification arrives, before the user does anything.
package struct Arrival: Hashable, Sendable {
  /// Whether the system shows the notification.
  package var banner: Bool
  /// Whether the notification stays in Notification Center, where the user can still answer it.
  package var notificationCenter: Bool
  /// The callbacks invoked, in order.
  package var calls: [Callback]
  /// Whether the app's process is alive afterwards, so that a tap resumes it instead of
  /// launching it.
  package var appIsAlive: Bool
  /// Remarks that apply to this arrival.
  package var notes: [Note]

  /// Creates an arrival decision; Notification Center keeps the notification exactly when it is
  /// shown, unless `notificationCenter` says otherwise.
  package init(
    banner: Bool, notificationCenter: Bool? = nil, calls: [Callback], appIsAlive: Bool,
    notes: [Note] = []
  ) {
    self.banner = banner
    self.notificationCenter = notificationCenter ?? banner
    self.calls = calls
    self.appIsAlive = appIsAlive
    self.notes = notes
  }
}
