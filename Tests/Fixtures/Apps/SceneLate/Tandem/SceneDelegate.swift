import UIKit
import UserNotifications

/// Tandem's window scene: it opens the conversation a tapped notification belongs to.
class SceneDelegate: UIResponder, UIWindowSceneDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    UNUserNotificationCenter.current().delegate = self
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.makeKeyAndVisible()
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let conversation = response.notification.request.content.threadIdentifier
    window?.rootViewController?.title = conversation
    completionHandler()
  }
}
