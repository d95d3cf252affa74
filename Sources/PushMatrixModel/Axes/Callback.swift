/// An app callback that iOS can invoke for a remote notification.
public enum Callback: String, CaseIterable, Sendable, CustomStringConvertible, DeclarationOrdered {
  /// `application(_:didFinishLaunchingWithOptions:)`, always implemented.
  case launch
  /// `scene(_:willConnectTo:options:)`, always implemented by a scene-based app.
  case sceneConnect
  /// `application(_:didReceiveRemoteNotification:)`.
  case legacyReceive
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  case fetchReceive
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  case willPresent
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  case didReceiveResponse

  /// The callbacks an app may choose to implement, in canonical order.
  public static let optional: [Callback] = [
    .legacyReceive, .fetchReceive, .willPresent, .didReceiveResponse,
  ]

  /// The Swift selector Apple documents for this callback.
  public var selector: String {
    switch self {
    case .launch: "application(_:didFinishLaunchingWithOptions:)"
    case .sceneConnect: "scene(_:willConnectTo:options:)"
    case .legacyReceive: "application(_:didReceiveRemoteNotification:)"
    case .fetchReceive: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    case .willPresent: "userNotificationCenter(_:willPresent:withCompletionHandler:)"
    case .didReceiveResponse: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    }
  }

  /// The label that names the callback in its selector, such as `didReceive` for
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  var selectorLabel: String {
    // The selectors all start `base(_:label:`, so the label is the second part between colons.
    String(selector.split(separator: ":")[1])
  }

  /// Returns the callbacks a name stands for: its identifier, Apple's selector or the selector's
  /// label; two for `didReceiveRemoteNotification`, which labels both receive methods, and none
  /// for a name that is neither.
  static func named(_ name: String) -> [Callback] {
    if let callback = Callback(rawValue: name) { return [callback] }
    return allCases.filter { $0.selector == name || $0.selectorLabel == name }
  }

  /// The first iOS release that calls this callback.
  public var introduced: OSVersion {
    switch self {
    case .launch, .legacyReceive: Epoch.remoteNotifications
    case .fetchReceive: Epoch.backgroundFetch
    case .willPresent, .didReceiveResponse: Epoch.userNotifications
    case .sceneConnect: Epoch.scenes
    }
  }

  /// Whether iOS calls this callback at all on the given release.
  public func isAvailable(on os: OSVersion) -> Bool { os >= introduced }

  public var description: String { rawValue }
}
