import HeronKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let feed = Feed()

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.newData)
  }
}
