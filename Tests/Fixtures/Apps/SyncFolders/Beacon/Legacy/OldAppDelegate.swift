import UIKit

/// The delegate before the SwiftUI rewrite, kept for reference; no target builds it.
@UIApplicationMain
class OldAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.noData)
  }
}
