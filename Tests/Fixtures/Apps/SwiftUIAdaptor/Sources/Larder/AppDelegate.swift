import UIKit
import UserNotifications

/// Receives Larder's remote notifications: expiry reminders and restocked shopping lists.
final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return true
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    guard let list = userInfo["list"] as? String else { return .noData }
    await ShoppingList.shared.refresh(list)
    return .newData
  }
}
