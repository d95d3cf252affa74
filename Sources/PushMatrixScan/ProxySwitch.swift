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

  /// Reads the switch from a property list, `nil` when the list does not set it or cannot be
  /// read (the Info.plist reader reports that).
  ///
  /// - Parameters:
  ///   - bytes: the list's bytes, XML or binary.
  ///   - file: the path relative to the scanned root.
  /// - Returns: the switch and where it is set.
  package static func read(bytes: [UInt8], file: String) -> ProxySwitch? {
    guard bytes.firstRange(of: Array(key.utf8)) != nil,
      let list = try? PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil) as? [String: Any]
    else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    let line = text.range(of: key).map { text[..<$0.lowerBound].filter { $0 == "\n" }.count + 1 }
    return ProxySwitch(list, location: FileLocation(file: file, line: line))
  }
}

extension ProxySwitch {
  /// The switch a property list's dictionary sets (a Boolean, or a string such as `NO`), with
  /// where it is set; `nil` when it sets none.
  package init?(_ list: [String: Any], location: FileLocation) {
    if let flag = list[Self.key] as? Bool {
      isEnabled = flag
    } else if let text = list[Self.key] as? String {
      isEnabled = !["no", "false", "0"].contains(text.lowercased())
    } else {
      return nil
    }
    self.location = location
  }
}
