import UIKit
import UserNotifications

/// Ledger's app delegate, which still uses the iOS 3 receive method.
///
/// The newer ones below are commented out until the background mode is approved.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let analytics = Analytics()

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) {
    analytics.log("push", userInfo)
  }

  // func application(
  //   _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
  //   fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  // ) {
  //   UNUserNotificationCenter.current().delegate = self
  //   completionHandler(.noData)
  // }

  /// The callbacks the next release implements, for the release notes.
  let plannedCallbacks = """
    func userNotificationCenter(_ center: UNUserNotificationCenter,
      willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    UNUserNotificationCenter.current().delegate = self
    """
}
