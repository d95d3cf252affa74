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

  /// The Objective-C selector of the method, as Objective-C sources and Apple's Objective-C
  /// documentation name it.
  public var objectiveCSelector: String {
    switch self {
    case .launch: "application:didFinishLaunchingWithOptions:"
    case .sceneConnect: "scene:willConnectToSession:options:"
    case .legacyReceive: "application:didReceiveRemoteNotification:"
    case .fetchReceive: "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    case .willPresent: "userNotificationCenter:willPresentNotification:withCompletionHandler:"
    case .didReceiveResponse:
      "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
    }
  }

  /// The name of the method's `async` form in Swift, which drops the completion handler, such
  /// as `userNotificationCenter(_:willPresent:) async`; `nil` for a method without one.
  public var asyncName: String? {
    var parts = selector.dropLast().split(separator: ":")
    guard parts.last?.hasSuffix("CompletionHandler") == true else { return nil }
    parts.removeLast()
    return parts.joined(separator: ":") + ":) async"
  }

  /// The label that names the callback in its selector, such as `didReceive` for
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  var selectorLabel: String {
    // The selectors all start `base(_:label:`, so the label is the second part between colons.
    String(selector.split(separator: ":")[1])
  }

  /// Returns the callbacks a name stands for: its identifier, Apple's selector, the selector's
  /// label, the Objective-C selector or the Swift `async` form's name (spaces around it
  /// ignored); two for `didReceiveRemoteNotification`, which labels both receive methods, and
  /// none for a name that is neither.
  static func named(_ name: String) -> [Callback] {
    if let callback = Callback(rawValue: name) { return [callback] }
    let name = name.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    return allCases.filter {
      $0.selector == name || $0.selectorLabel == name || $0.objectiveCSelector == name
        || $0.asyncName == name
    }
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
