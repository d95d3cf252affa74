import FirebaseCore
import FirebaseMessaging
import UIKit
import WrenKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FirebaseApp.configure()
    WrenInbox.shared.install()
    application.registerForRemoteNotifications()
    return true
  }
}
