import Foundation

/// An Info.plist's `FirebaseAppDelegateProxyEnabled`: the switch with which an app turns off
/// Firebase Messaging's app-delegate proxy, and where it is set.
///
/// Firebase reads it from the app's Info.plist (firebase/firebase-ios-sdk
/// FirebaseMessaging/Sources/FIRMessagingRemoteNotificationsProxy.h); set to NO, the proxy
/// adds no callback and the app forwards the notifications to Firebase itself.
package struct ProxySwitch: Equatable, Sendable {
  /// The key in the Info.plist.
  package static let key = "FirebaseAppDelegateProxyEnabled"

  /// Where it is set.
  package var location: FileLocation
  /// Whether the proxy is on.
  package var isEnabled: Bool
}

extension ProxySwitch {
  /// Whether a property list's dictionary turns the proxy on (a Boolean, or a string such as
  /// `NO`); `nil` when it does not set the switch.
  static func isEnabled(in dictionary: [String: Any]) -> Bool? {
    if let flag = dictionary[key] as? Bool { return flag }
    if let text = dictionary[key] as? String {
      return !["no", "false", "0"].contains(text.lowercased())
    }
    return nil
  }
}
