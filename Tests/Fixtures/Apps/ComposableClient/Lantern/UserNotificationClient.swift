import ComposableArchitecture
import UserNotifications

struct UserNotificationClient {
  var delegate: @Sendable () -> AsyncStream<DelegateEvent>
  var register: @Sendable () async -> Void

  enum DelegateEvent {
    case willPresentNotification(
      UNNotification, completionHandler: @Sendable (UNNotificationPresentationOptions) -> Void)
  }
}

extension UserNotificationClient: DependencyKey {
  static let liveValue = Self(
    delegate: {
      AsyncStream { continuation in
        let delegate = Delegate(continuation: continuation)
        UNUserNotificationCenter.current().delegate = delegate
        continuation.onTermination = { _ in _ = delegate }
      }
    },
    register: {
      await UIApplication.shared.registerForRemoteNotifications()
    }
  )

  private final class Delegate: NSObject, UNUserNotificationCenterDelegate {
    let continuation: AsyncStream<DelegateEvent>.Continuation

    init(continuation: AsyncStream<DelegateEvent>.Continuation) {
      self.continuation = continuation
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      continuation.yield(
        .willPresentNotification(notification, completionHandler: { completionHandler($0) }))
    }
  }
}

extension DependencyValues {
  var userNotifications: UserNotificationClient {
    get { self[UserNotificationClient.self] }
    set { self[UserNotificationClient.self] = newValue }
  }
}
