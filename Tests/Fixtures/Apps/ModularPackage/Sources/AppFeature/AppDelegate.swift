import NotificationsClient
import Telemetry
import UIKit

/// The app's delegate, which the app target's `@main` adapts.
public final class AppDelegate: NSObject, UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = NotificationsClient.shared
    Telemetry.start()
    return true
  }

  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    .newData
  }
}
