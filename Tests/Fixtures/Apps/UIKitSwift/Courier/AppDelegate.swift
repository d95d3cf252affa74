import UIKit
import UserNotifications

/// Courier's app delegate: it installs the notification router while the app launches and
/// hands it every remote notification.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let router = NotificationRouter()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    configureNotifications(for: application)
    return true
  }

  private func configureNotifications(for application: UIApplication) {
    router.install()
    application.registerForRemoteNotifications()
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) {
    router.track(userInfo)
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    router.track(userInfo)
    completionHandler(.newData)
  }
}
