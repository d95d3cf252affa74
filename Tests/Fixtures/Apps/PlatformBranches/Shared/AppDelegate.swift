#if os(macOS)
  import AppKit
#elseif os(iOS)
  import UIKit
  import UserNotifications
#endif

// One name for each platform's app delegate, in branches of one #if, as apps shared between
// iOS and macOS write it: the scan does not evaluate #if, so the iOS branch must still count.
#if os(macOS)
  final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {}
  }
#elseif os(iOS)
  final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      UNUserNotificationCenter.current().delegate = self
      return true
    }
  }

  extension AppDelegate: UNUserNotificationCenterDelegate {
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping (UNNotificationPresentationOptions) -> Void
    ) {
      // An option set written as a list within a list.
      completionHandler([[.banner, .sound]])
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping () -> Void
    ) {
      completionHandler()
    }
  }
#endif
