import UIKit

/// Compass's app delegate: it reads silent pushes.
@main
class CompassAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.newData)
  }
}
